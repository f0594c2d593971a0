# amp2hip_runtime_library(PLATFORM COMPILER LANGUAGE FLAG...): builds the
# runtime (runtime/src/core + runtime/src/hip) with a HIP compiler (hipcc or
# nvcc) into lib/libamp2hip-runtime-<PLATFORM>.a of the build tree, and
# installs it under <prefix>/lib. Programs built by amp2hip-cxx link it.
#
# The project's own C++ compiler is not a HIP compiler, so each source is a
# custom command (with a depfile: a changed runtime header rebuilds it), and
# the archive is made with CMAKE_AR. The runtime's sources hold no kernels
# (those are templates in the headers), so one library serves every GPU
# architecture of its platform.
function(amp2hip_runtime_library platform compiler language)
  set(flags ${ARGN})
  set(rt ${PROJECT_SOURCE_DIR}/runtime)
  file(GLOB sources CONFIGURE_DEPENDS ${rt}/src/core/*.cpp ${rt}/src/hip/*.cpp)
  set(objdir ${CMAKE_CURRENT_BINARY_DIR}/${platform})
  # The compilers write their depfiles there: Ninja creates an output's
  # directory, Make does not.
  file(MAKE_DIRECTORY ${objdir})
  set(objects)
  foreach(src IN LISTS sources)
    get_filename_component(name ${src} NAME_WE)
    set(obj ${objdir}/${name}.o)
    add_custom_command(OUTPUT ${obj}
      COMMAND ${compiler} ${flags} -MD -MF ${obj}.d -MT ${obj}
              -x ${language} -c ${src} -o ${obj}
      DEPENDS ${src}
      DEPFILE ${obj}.d
      COMMENT "Compiling runtime/${name} for ${platform}"
      VERBATIM)
    list(APPEND objects ${obj})
  endforeach()
  set(lib ${CMAKE_BINARY_DIR}/lib/libamp2hip-runtime-${platform}.a)
  add_custom_command(OUTPUT ${lib}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/lib
    COMMAND ${CMAKE_COMMAND} -E rm -f ${lib}
    COMMAND ${CMAKE_AR} qc ${lib} ${objects}
    COMMAND ${CMAKE_RANLIB} ${lib}
    DEPENDS ${objects}
    COMMENT "Archiving libamp2hip-runtime-${platform}.a"
    VERBATIM)
  add_custom_target(amp2hip-runtime-${platform} ALL DEPENDS ${lib})
  install(FILES ${lib} DESTINATION lib)
endfunction()
