# The autocomplete CLI's test (coordscope-cli complete|recent).
