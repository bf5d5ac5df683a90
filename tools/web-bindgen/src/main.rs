//! `qi-web-bindgen APP.wasm OUT_DIR NAME`: what `wasm-bindgen APP.wasm --target web
//! --no-typescript --out-dir OUT_DIR --out-name NAME` does (scripts/build-web.sh): writes
//! `NAME.js` and `NAME_bg.wasm` into OUT_DIR with wasm-bindgen's own library, every option
//! set as that command sets it.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [wasm, out_dir, name] = args.as_slice() else {
        eprintln!("usage: qi-web-bindgen APP.wasm OUT_DIR NAME");
        return ExitCode::from(2);
    };
    let mut bindgen = wasm_bindgen_cli_support::Bindgen::new();
    // The command's defaults, where they differ from the library's (the default module path:
    // the glue finds NAME_bg.wasm beside itself) or depend on the environment (reference types:
    // the command sets them off, as here; the library then infers them from the wasm).
    #[allow(deprecated)]
    let generated = bindgen.web(true).and_then(|bindgen| {
        bindgen
            .input_path(wasm)
            .debug(false)
            .demangle(true)
            .keep_lld_exports(false)
            .keep_debug(false)
            .split_debug_info(false)
            .remove_name_section(false)
            .remove_producers_section(false)
            .typescript(false)
            .omit_imports(false)
            .omit_default_module_path(false)
            .split_linked_modules(false)
            .js_string_builtins(false)
            .ts_typed_array_buffers(false)
            .reference_types(false)
            .reset_state_function(false)
            .force_enable_abort_handler(false)
            .out_name(name)
            .generate(out_dir)
    });
    match generated {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:?}");
            ExitCode::FAILURE
        }
    }
}
