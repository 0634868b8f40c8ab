#!/usr/bin/env node
// Writes the example's iOS export from its sources, laid out as `expo export --platform ios`
// lays it out: `dist/metadata.json` and `dist/_expo/static/js/ios/index-<hash>.hbc`, the bundle
// compiled to Hermes bytecode, `<hash>` being the MD5 of the bundle it was compiled from.
//
// The bundle is Metro's format — each module a `__d(factory, id, dependencies)` whose factory
// reads its imports as `require(dependencyMap[k])`, one minified module a line — built with Babel
// (TypeScript, JSX, CommonJS) and terser, as Debian's node-babel7 and node-terser packages
// provide them. It holds the example's own modules; the packages it imports (react,
// react-native, expo-brownfield, …) keep their ids but are left out, since this machine has no
// node_modules and they name nothing of Tempo's bridge. Metro and the Hermes compiler are not
// Debian packages: give the compiler as HERMESC (react-native's `hermes-compiler` package has
// one; the export here was compiled by hermesc of Hermes's rn/0.81-stable branch, bytecode 96).
//
//   HERMESC=/path/to/hermesc node scripts/export-ios.js   # from Examples/TempoContent
//   node scripts/export-ios.js --check    # exit 1 when dist/ was not compiled from the sources
//   node scripts/export-ios.js --js DIR   # the bundle itself, as `--no-bytecode` writes it
"use strict";

const crypto = require("crypto");
const fs = require("fs");
const path = require("path");
const childProcess = require("child_process");

// Debian installs Node packages here; a Node that is not Debian's must be told.
const shared = "/usr/share/nodejs";
process.env.NODE_PATH = [shared, process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
require("module").Module._initPaths();
const babel = require(`${shared}/@babel/core`);
const terser = require(`${shared}/terser/dist/bundle.min.cjs`);

const root = path.resolve(__dirname, "..");
const extensions = [".ios.tsx", ".ios.ts", ".tsx", ".ts", ".ios.js", ".js"];

/** The file a relative specifier names, as Metro resolves it for iOS. */
function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, path.join(base, "index")]) {
    for (const extension of extensions) {
      if (fs.existsSync(candidate + extension)) return candidate + extension;
    }
  }
  throw new Error(`${path.relative(root, from)}: cannot resolve ${specifier}`);
}

/** The module's code as CommonJS: types erased, JSX as calls of react/jsx-runtime. */
function transform(file) {
  const source = fs.readFileSync(file, "utf8");
  return babel.transformSync(source, {
    filename: file,
    babelrc: false,
    configFile: false,
    presets: [
      [`${shared}/@babel/preset-typescript`, { isTSX: file.endsWith(".tsx"), allExtensions: true }],
    ],
    plugins: [
      [`${shared}/@babel/plugin-transform-react-jsx`, { runtime: "automatic" }],
      [`${shared}/@babel/plugin-transform-modules-commonjs`, { importInterop: "babel" }],
    ],
  }).code;
}

/** Every module from the entry, numbered as Metro numbers them: in the order first reached. */
function collect(entry) {
  const ids = new Map();
  const modules = [];
  const visit = (key) => {
    if (ids.has(key)) return ids.get(key);
    const id = ids.size;
    ids.set(key, id);
    const module = { id, key, code: null, dependencies: [] };
    modules.push(module);
    if (!path.isAbsolute(key)) return id; // A package: numbered, left out.
    const code = transform(key);
    const specifiers = [];
    // Each `require("x")` becomes `_$$_REQUIRE(_dependencyMap[k])`, as Metro writes it.
    const rewritten = babel.transformSync(code, {
      babelrc: false,
      configFile: false,
      plugins: [
        ({ types: t }) => ({
          visitor: {
            CallExpression(call) {
              const [argument] = call.node.arguments;
              if (!t.isIdentifier(call.node.callee, { name: "require" })) return;
              if (!t.isStringLiteral(argument)) return;
              let index = specifiers.indexOf(argument.value);
              if (index < 0) index = specifiers.push(argument.value) - 1;
              call.replaceWith(
                t.callExpression(t.identifier("_$$_REQUIRE"), [
                  t.memberExpression(t.identifier("_dependencyMap"), t.numericLiteral(index), true),
                ]),
              );
            },
          },
        }),
      ],
    }).code;
    module.code = rewritten;
    module.dependencies = specifiers.map((specifier) =>
      visit(specifier.startsWith(".") ? resolve(key, specifier) : specifier),
    );
    return id;
  };
  visit(entry);
  return modules;
}

// The smallest module system Metro's prelude gives: `__d` defines, `__r` requires.
const prelude = `var __BUNDLE_START_TIME__=Date.now(),__DEV__=false,process=this.process||{};
process.env=process.env||{};process.env.NODE_ENV=process.env.NODE_ENV||"production";
(function (global) {
  var modules = Object.create(null);
  global.__d = function (factory, id, dependencyMap) {
    if (modules[id] == null) modules[id] = { factory: factory, dependencyMap: dependencyMap, module: { exports: {} }, initialized: false };
  };
  global.__r = function require(id) {
    var record = modules[id];
    if (!record.initialized) {
      record.initialized = true;
      record.factory(global, require, null, null, record.module, record.module.exports, record.dependencyMap);
    }
    return record.module.exports;
  };
})(typeof globalThis !== "undefined" ? globalThis : this);
`;

/** The bundle: the prelude, then each module minified on a line of its own, as Metro writes. */
async function bundle() {
  const modules = collect(path.join(root, "index.ts"));
  const parts = [prelude];
  for (const module of modules.filter((module) => module.code !== null)) {
    parts.push(
      `__d(function (global, _$$_REQUIRE, _$$_IMPORT_DEFAULT, _$$_IMPORT_ALL, module, exports, _dependencyMap) {\n` +
        `${module.code}\n}, ${module.id}, ${JSON.stringify(module.dependencies)});`,
    );
  }
  parts.push("__r(0);");
  const lines = [];
  for (const part of parts) {
    const minified = await terser.minify(part, {
      compress: { passes: 1 },
      mangle: true,
      output: { ascii_only: false, comments: false },
    });
    lines.push(minified.code);
  }
  return lines.join("\n") + "\n";
}

/** Writes `folder/metadata.json` and the bundle file `name`, replacing what was there. */
function writeExport(folder, name, bytes) {
  const relative = `_expo/static/js/ios/${name}`;
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(path.join(folder, "_expo/static/js/ios"), { recursive: true });
  fs.writeFileSync(path.join(folder, relative), bytes);
  const metadata = {
    version: 0,
    bundler: "metro",
    fileMetadata: { ios: { bundle: relative, assets: [] } },
  };
  fs.writeFileSync(path.join(folder, "metadata.json"), JSON.stringify(metadata, null, 2) + "\n");
  return relative;
}

async function main() {
  const code = Buffer.from(await bundle(), "utf8");
  const hash = crypto.createHash("md5").update(code).digest("hex");
  const dist = path.join(root, "dist");
  if (process.argv.includes("--check")) {
    const metadata = JSON.parse(fs.readFileSync(path.join(dist, "metadata.json"), "utf8"));
    const written = metadata.fileMetadata.ios.bundle;
    if (written !== `_expo/static/js/ios/index-${hash}.hbc` || !fs.existsSync(path.join(dist, written))) {
      console.error(`dist/ holds ${written}, not the sources' bundle (index-${hash}.hbc): run this script`);
      process.exit(1);
    }
    console.log(`dist/ was compiled from the sources' bundle (${hash})`);
    return;
  }
  const js = process.argv.indexOf("--js");
  if (js >= 0) {
    const folder = path.resolve(process.argv[js + 1] || "dist-js");
    console.log(path.join(folder, writeExport(folder, `index-${hash}.js`, code)));
    return;
  }
  const hermesc = process.env.HERMESC;
  if (!hermesc) {
    console.error("HERMESC is not set: give the Hermes compiler's path (or --js DIR for the bundle)");
    process.exit(2);
  }
  const scratch = fs.mkdtempSync(path.join(require("os").tmpdir(), "tempo-hbc-"));
  const input = path.join(scratch, "index.js");
  const output = path.join(scratch, "index.hbc");
  fs.writeFileSync(input, code);
  childProcess.execFileSync(hermesc, ["-emit-binary", "-O", "-out", output, input], {
    stdio: "inherit",
  });
  const bytecode = fs.readFileSync(output);
  fs.rmSync(scratch, { recursive: true, force: true });
  console.log(`dist/${writeExport(dist, `index-${hash}.hbc`, bytecode)}`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(2);
});
