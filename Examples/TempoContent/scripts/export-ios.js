#!/usr/bin/env node
// Writes the example's iOS export from its sources, laid out as `expo export --platform ios`
// lays it out with `--dump-sourcemap`: `dist/metadata.json`, `dist/_expo/static/js/ios/index-<hash>.hbc`
// (the bundle compiled to Hermes bytecode, `<hash>` being the MD5 of the bundle it was compiled
// from) and beside it `index-<hash>.hbc.map`, the source map to the sources, with their contents,
// composed from the compiler's map and the bundle's as Metro composes them.
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

/** The module's code as CommonJS: types erased, JSX as calls of react/jsx-runtime; and its map. */
function transform(file) {
  const source = fs.readFileSync(file, "utf8");
  return babel.transformSync(source, {
    filename: file,
    sourceFileName: path.relative(root, file),
    sourceMaps: true,
    babelrc: false,
    configFile: false,
    presets: [
      [`${shared}/@babel/preset-typescript`, { isTSX: file.endsWith(".tsx"), allExtensions: true }],
    ],
    plugins: [
      [`${shared}/@babel/plugin-transform-react-jsx`, { runtime: "automatic" }],
      [`${shared}/@babel/plugin-transform-modules-commonjs`, { importInterop: "babel" }],
    ],
  });
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
    const transformed = transform(key);
    const specifiers = [];
    // Each `require("x")` becomes `_$$_REQUIRE(_dependencyMap[k])`, as Metro writes it.
    const rewritten = babel.transformSync(transformed.code, {
      filename: key,
      inputSourceMap: transformed.map,
      sourceMaps: true,
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
    });
    module.code = rewritten.code;
    module.map = rewritten.map;
    module.source = fs.readFileSync(key, "utf8");
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

/** The bundle — the prelude, then each module minified on a line of its own, as Metro writes —
 * and its source map to the sources, with their contents. */
async function bundle() {
  const modules = collect(path.join(root, "index.ts")).filter((module) => module.code !== null);
  const lines = [await minify(prelude)];
  const map = { version: 3, sources: [], sourcesContent: [], names: [], lines: [[]] };
  for (const module of modules) {
    const wrapped =
      `__d(function (global, _$$_REQUIRE, _$$_IMPORT_DEFAULT, _$$_IMPORT_ALL, module, exports, _dependencyMap) {\n` +
      `${module.code}\n}, ${module.id}, ${JSON.stringify(module.dependencies)});`;
    // The wrapper's first line moves the module's code one line down.
    const input = { ...module.map, mappings: ";" + module.map.mappings };
    const minified = await terser.minify(wrapped, {
      compress: { passes: 1 },
      mangle: true,
      output: { ascii_only: false, comments: false },
      sourceMap: { content: input, asObject: true },
    });
    if (minified.code.includes("\n")) throw new Error(`${module.key}: minified to several lines`);
    lines.push(minified.code);
    const source = path.relative(root, module.key);
    const index = map.sources.push(source) - 1;
    map.sourcesContent.push(module.source);
    const [segments = []] = decode(minified.map.mappings);
    map.lines.push(
      segments.map((segment) =>
        segment.length >= 4 ? [segment[0], index, segment[2], segment[3]] : [segment[0]],
      ),
    );
  }
  lines.push(await minify("__r(0);"));
  map.lines.push([]);
  return { code: lines.join("\n") + "\n", map };
}

async function minify(code) {
  const minified = await terser.minify(code, {
    compress: { passes: 1 },
    mangle: true,
    output: { ascii_only: false, comments: false },
  });
  return minified.code;
}

// Source maps' mappings: per generated line, segments of [column, source, line, column] with
// each field a base-64 VLQ delta (the source map format, revision 3).
const digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

function decode(mappings) {
  const lines = [];
  const state = [0, 0, 0, 0, 0];
  for (const line of mappings.split(";")) {
    state[0] = 0;
    const segments = [];
    for (const text of line.split(",").filter((part) => part.length > 0)) {
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const character of text) {
        const digit = digits.indexOf(character);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      const segment = fields.map((field, index) => (state[index] += field));
      segments.push(segment);
    }
    lines.push(segments);
  }
  return lines;
}

function encode(lines) {
  const state = [0, 0, 0, 0, 0];
  const vlq = (value) => {
    let rest = value < 0 ? (-value << 1) | 1 : value << 1;
    let text = "";
    do {
      let digit = rest & 31;
      rest >>>= 5;
      if (rest > 0) digit |= 32;
      text += digits[digit];
    } while (rest > 0);
    return text;
  };
  return lines
    .map((segments) => {
      state[0] = 0;
      return segments
        .map((segment) =>
          segment
            .map((field, index) => {
              const delta = field - state[index];
              state[index] = field;
              return vlq(delta);
            })
            .join(""),
        )
        .join(",");
    })
    .join(";");
}

/** The map as written: `lines` encoded as `mappings`. */
function written(map, extra = {}) {
  const { lines, ...rest } = map;
  return JSON.stringify({ ...rest, mappings: encode(lines), ...extra });
}

/** The Hermes compiler's map (bytecode to the bundle) composed with the bundle's (to the
 * sources), as Metro composes them: each segment mapped on to where the bundle's came from. */
function compose(hermesMap, bundleMap) {
  const lines = decode(hermesMap.mappings).map((segments) =>
    segments.flatMap((segment) => {
      if (segment.length < 4) return [];
      const candidates = bundleMap.lines[segment[2]] || [];
      let found = null;
      for (const candidate of candidates) {
        if (candidate[0] <= segment[3]) found = candidate;
        else break;
      }
      return found && found.length >= 4 ? [[segment[0], found[1], found[2], found[3]]] : [];
    }),
  );
  return { ...bundleMap, lines, x_hermes_function_offsets: hermesMap.x_hermes_function_offsets };
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
  const { code: text, map } = await bundle();
  const code = Buffer.from(text, "utf8");
  const hash = crypto.createHash("md5").update(code).digest("hex");
  const dist = path.join(root, "dist");
  if (process.argv.includes("--check")) {
    const metadata = JSON.parse(fs.readFileSync(path.join(dist, "metadata.json"), "utf8"));
    const written = metadata.fileMetadata.ios.bundle;
    if (written !== `_expo/static/js/ios/index-${hash}.hbc` || !fs.existsSync(path.join(dist, written))) {
      console.error(`dist/ holds ${written}, not the sources' bundle (index-${hash}.hbc): run this script`);
      process.exit(1);
    }
    const shipped = JSON.parse(fs.readFileSync(path.join(dist, written + ".map"), "utf8"));
    if (JSON.stringify([shipped.sources, shipped.sourcesContent]) !== JSON.stringify([map.sources, map.sourcesContent])) {
      console.error(`dist/${written}.map does not hold the sources as they stand: run this script`);
      process.exit(1);
    }
    console.log(`dist/ was compiled from the sources' bundle (${hash}), and its map holds them`);
    return;
  }
  const js = process.argv.indexOf("--js");
  if (js >= 0) {
    const folder = path.resolve(process.argv[js + 1] || "dist-js");
    const relative = writeExport(folder, `index-${hash}.js`, code);
    fs.writeFileSync(path.join(folder, relative + ".map"), written(map) + "\n");
    console.log(path.join(folder, relative));
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
  childProcess.execFileSync(hermesc, ["-emit-binary", "-O", "-output-source-map", "-out", output, input], {
    stdio: "inherit",
  });
  const bytecode = fs.readFileSync(output);
  const hermesMap = JSON.parse(fs.readFileSync(output + ".map", "utf8"));
  fs.rmSync(scratch, { recursive: true, force: true });
  const relative = writeExport(dist, `index-${hash}.hbc`, bytecode);
  fs.writeFileSync(path.join(dist, relative + ".map"), written(compose(hermesMap, map)) + "\n");
  console.log(`dist/${relative}`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(2);
});
