// as-pect: pass-level unit tests of the AssemblyScript core (STYLE.md 9a), run by `npm run
// test:engine`. Specs live beside the code in engine-as/src/**/__tests__/*.spec.ts.
// The asconfig (engine-as/as-pect.asconfig.json) is passed with --as-config by the npm script:
// asp looks for it in the working directory otherwise, and this one lives beside this file.
export default {
  entries: ["engine-as/src/**/__tests__/**/*.spec.ts"],
  include: ["engine-as/src/**/__tests__/**/*.include.ts"],
  disclude: [/node_modules/],
  async instantiate(memory, createImports, instantiate, binary) {
    // The core's one host import; -1 asks the core to use its built-in width tables.
    const imports = { env: { memory }, host: { measureText: () => -1 } };
    return instantiate(binary, createImports(imports));
  },
  outputBinary: false,
};
