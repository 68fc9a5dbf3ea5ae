# Tests of core/autocomplete (registered with coordscope_add_test); docs/primitives/autocomplete.md.
foreach(t tst_addressbook tst_addressbookmarkers tst_addressbookloader tst_recentcontacts)
    coordscope_add_test(${t} LABEL integration SOURCES ${t}.cpp)
endforeach()
