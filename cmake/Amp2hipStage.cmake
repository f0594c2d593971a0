# The build tree is laid out like an install prefix (bin/, include/, lib/,
# share/amp2hip/), so amp2hip, amp2hip-cxx and the toolchain file find their
# files the same way in both. Files are staged at configure time with
# configure_file(COPYONLY), which rewrites a file only when its content
# changed: a rebuild of amp2hip does not touch the staged headers, so builds
# that depend on them (through depfiles) stay up to date.

# amp2hip_stage_tree(SRC DST): every file under SRC, at the same relative path
# under DST. New files are picked up by the next build (CONFIGURE_DEPENDS).
function(amp2hip_stage_tree src dst)
  file(GLOB_RECURSE files RELATIVE ${src} CONFIGURE_DEPENDS ${src}/*)
  foreach(f IN LISTS files)
    configure_file(${src}/${f} ${dst}/${f} COPYONLY)
  endforeach()
endfunction()
