//===- sal.h - Visual C++'s source annotations, as nothing ------*- C++ -*-===//
//
// The translator writes `#include <sal.h>` of a Visual C++ program (often in
// a library's `#ifdef _MSC_VER` branch, which the parse takes) as this file.
// SAL annotations only feed Visual C++'s code analysis: each is defined
// away, those with arguments as function-like macros that drop them. The
// common ones are in <amp2hip/msvc/crt.h> already (MSVC knows them without
// an include); the rest of SAL 1 and SAL 2 that headers write are here.
// Old SAL's lower-case `__in`, `__out` ... are not: libstdc++ names
// parameters so.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_SAL_H
#define AMP2HIP_MSVC_SAL_H

#include <amp2hip/msvc/crt.h>

#define _Inout_opt_z_
#define _Out_z_
#define _Outptr_opt_result_maybenull_
#define _Outptr_result_z_
#define _Outptr_result_nullonfailure_
#define _Outref_
#define _Outref_result_maybenull_
#define _COM_Outptr_opt_
#define _Ret_maybenull_z_
#define _Ret_notnull_z_
#define _Result_nullonfailure_
#define _Result_zeroonfailure_
#define _Pre_valid_
#define _Post_valid_
#define _Post_notnull_
#define _Pre_z_
#define _Post_z_
#define _Pre_maybenull_
#define _Post_maybenull_
#define _NullNull_terminated_
#define _Field_z_
#define _Analysis_noreturn_
#define _Post_ptr_invalid_
#define _Interlocked_operand_
#define _Literal_
#define _Notliteral_
#define _Const_
#define _Maybenull_
#define _Notnull_
#define _Valid_
#define _Deref_out_
#define _Deref_out_opt_
#define _Deref_opt_out_
#define _Deref_pre_z_
#define _Deref_post_z_
#define _Deref_ret_z_
#define _Check_return_opt_
#define _Check_return_wat_
#define _Raises_SEH_exception_
#define _Maybe_raises_SEH_exception_
#define _Callback_
#define _Unchanged_
#define _Ret_
#define _Ret_opt_
#define _Strict_type_match_
#define _Must_inspect_impl_
#define _In_reads_or_z_(...)
#define _Out_writes_all_(...)
#define _Out_writes_bytes_all_(...)
#define _Out_writes_z_opt_(...)
#define _Out_writes_opt_z_(...)
#define _Inout_updates_opt_(...)
#define _Inout_updates_bytes_opt_(...)
#define _Inout_updates_z_(...)
#define _Inout_updates_all_(...)
#define _Inout_updates_bytes_all_(...)
#define _Outptr_result_buffer_(...)
#define _Outptr_result_bytebuffer_(...)
#define _Outptr_result_buffer_maybenull_(...)
#define _Outptr_result_bytebuffer_maybenull_(...)
#define _Ret_writes_(...)
#define _Ret_writes_bytes_(...)
#define _Ret_writes_z_(...)
#define _Return_type_success_(...)
#define _Printf_format_string_params_(...)
#define _Pre_(...)
#define _Post_(...)
#define _Field_size_opt_(...)
#define _Field_size_bytes_opt_(...)
#define _Field_size_full_(...)
#define _Struct_size_bytes_(...)
#define _Requires_lock_not_held_(...)
#define _Acquires_exclusive_lock_(...)
#define _Releases_exclusive_lock_(...)
#define _Acquires_shared_lock_(...)
#define _Releases_shared_lock_(...)
#define _Guarded_by_(...)
#define _Always_(...)
#define _Points_to_data_(...)
#define _Readable_elements_(...)
#define _Writable_elements_(...)
#define _Readable_bytes_(...)
#define _Writable_bytes_(...)
#define _In_bytecount_(...)
#define _In_count_(...)
#define _In_opt_bytecount_(...)
#define _In_opt_count_(...)
#define _In_z_count_(...)
#define _Out_cap_(...)
#define _Out_bytecap_(...)
#define _Out_z_cap_(...)
#define _Out_opt_cap_(...)
#define _Out_opt_bytecap_(...)
#define _Out_bytecapcount_(...)
#define _Out_capcount_(...)
#define _Out_z_bytecap_(...)
#define _Inout_cap_(...)
#define _Inout_bytecap_(...)
#define _Inout_z_cap_(...)
#define _Inout_z_bytecap_(...)
#define _Inout_count_(...)
#define _Inout_bytecount_(...)
#define _Ret_cap_(...)
#define _Ret_bytecap_(...)
#define _Ret_count_(...)
#define _Ret_bytecount_(...)
#define _Translates_Win32_to_HRESULT_(...)
#define _Function_class_(...)
#define _Satisfies_(...)
#define _Pre_satisfies_(...)
#define _Post_satisfies_(...)
#define _Post_equal_to_(...)
#define _Post_readable_size_(...)
#define _Post_writable_size_(...)
#define _Pre_readable_size_(...)
#define _Pre_writable_size_(...)
#define _Pre_readable_byte_size_(...)
#define _Pre_writable_byte_size_(...)
#define _Post_readable_byte_size_(...)
#define _Post_writable_byte_size_(...)
#define _Ret_range_(...)
#define _Deref_out_range_(...)
#define _Field_range_(...)
#define _Out_writes_to_opt_(...)
#define _Out_writes_bytes_to_(...)
#define _Out_writes_bytes_to_opt_(...)
#define _Inout_updates_to_(...)
#define _Inout_updates_bytes_to_(...)
#define _Field_size_part_(...)
#define _Field_size_part_opt_(...)
#define _Field_size_bytes_part_(...)
#define _At_(...)
#define _At_buffer_(...)

#endif
