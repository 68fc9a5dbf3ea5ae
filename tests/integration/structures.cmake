# Tests of core/structures (registered with coordscope_add_test); docs/primitives/structures.md.
