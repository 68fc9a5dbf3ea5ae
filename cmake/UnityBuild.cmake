# Unity build: the libraries and programs compile their sources in batches, one translation unit
# per batch, so each batch loads the precompiled header once and emits the inline Qt code its
# files share once. The test programs are one file each and stay as they are.
# COORDSCOPE_UNITY_BUILD=OFF compiles file by file (what an IDE and clang-tidy see), to check that
# no file relies on what an earlier file of its batch declared.
option(COORDSCOPE_UNITY_BUILD "Compile the libraries and programs in unity batches" ON)
set(COORDSCOPE_UNITY_BATCH_SIZE 8 CACHE STRING "Source files per unity batch")

# coordscope_unity_build(<target>): compile <target>'s sources in unity batches.
function(coordscope_unity_build target)
    if(COORDSCOPE_UNITY_BUILD)
        set_target_properties(${target} PROPERTIES
            UNITY_BUILD ON
            UNITY_BUILD_BATCH_SIZE ${COORDSCOPE_UNITY_BATCH_SIZE})
    endif()
endfunction()

# coordscope_unity_exclude(<target> <files...>): compile these files of <target> on their own.
# Each defines a name (anonymous namespace, static helper, using alias, macro) that another file
# of the target defines too, or holds an anonymous type in a class (GCC's -Wsubobject-linkage
# warns about it once the file is included in a batch); renaming or naming the type lets it back.
function(coordscope_unity_exclude target)
    set_source_files_properties(${ARGN} TARGET_DIRECTORY ${target}
        PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
endfunction()
