// Wrangler's bundler (and the Workers test pool) import `x.wasm?module` as a compiled module.
declare module '*.wasm?module' {
  const module: WebAssembly.Module;
  export default module;
}
