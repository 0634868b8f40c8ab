// What Babel's parser reads in each file, in the shape `bridgecheck parse --format json` prints:
// whether it parses, and the string literals, template chunks, module requests and native module
// lookups of its value code, type positions left out (CONTENT-ANALYSIS.md, "How it is verified").
//
// Usage: node babel-summary.js LIST  (file names one a line; JSON Lines on standard output)
"use strict";
const fs = require("fs");
const parser = require("@babel/parser");

const lookupCallees = new Set([
  "requireNativeModule", "requireOptionalNativeModule", "requireNativeViewManager",
  "requireNativeComponent", "codegenNativeComponent", "getEnforcing", "createHybridObject",
]);

// Keys that hold type syntax only.
const typeKeys = new Set([
  "typeAnnotation", "returnType", "typeParameters", "superTypeParameters", "typeArguments",
  "implements", "predicate", "mixins", "variance",
]);

// Declarations erased whole.
const erasedTypes = new Set([
  "TSInterfaceDeclaration", "TSTypeAliasDeclaration", "TSDeclareFunction", "TSDeclareMethod",
  "TSIndexSignature", "TSNamespaceExportDeclaration", "TypeAlias", "OpaqueType",
  "InterfaceDeclaration", "DeclareClass", "DeclareFunction", "DeclareVariable", "DeclareModule",
  "DeclareModuleExports", "DeclareTypeAlias", "DeclareOpaqueType", "DeclareInterface",
  "DeclareExportDeclaration", "DeclareExportAllDeclaration",
]);

function pluginsFor(file) {
  if (/\.tsx$/.test(file)) return ["typescript", "jsx"];
  if (/\.(ts|mts|cts)$/.test(file)) return ["typescript"];
  return ["flow", "jsx"];
}

function parse(code, file) {
  const options = (plugins) => ({
    sourceType: "unambiguous", allowReturnOutsideFunction: true, plugins,
  });
  try {
    return parser.parse(code, options(pluginsFor(file)));
  } catch (error) {
    // Decorators need a plugin; a file that uses them is read with it.
    if (code.includes("@")) {
      try {
        return parser.parse(code, options([...pluginsFor(file), "decorators-legacy"]));
      } catch (_) {}
    }
    throw error;
  }
}

function isErased(node) {
  if (erasedTypes.has(node.type)) return true;
  if (node.declare === true || node.abstract === true && node.type !== "ClassDeclaration") {
    return true;
  }
  if (node.type === "TSModuleDeclaration" && node.id && node.id.type === "StringLiteral") return true;
  if (node.type === "ImportDeclaration") {
    if (node.importKind === "type" || node.importKind === "typeof") return true;
    const specifiers = node.specifiers || [];
    if (specifiers.length > 0 &&
        specifiers.every((s) => s.importKind === "type" || s.importKind === "typeof")) {
      return true;
    }
  }
  if ((node.type === "ExportNamedDeclaration" || node.type === "ExportAllDeclaration") &&
      node.exportKind === "type") {
    return true;
  }
  if ((node.type === "ImportSpecifier" || node.type === "ExportSpecifier") &&
      (node.importKind === "type" || node.importKind === "typeof" || node.exportKind === "type")) {
    return true;
  }
  if (node.type === "TSImportEqualsDeclaration" && node.importKind === "type") return true;
  return false;
}

function summarize(code, ast, file) {
  // Line starts, as Babel counts lines (LF, CR LF, CR, U+2028, U+2029).
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) {
    const c = code.charCodeAt(i);
    if (c === 13 && code.charCodeAt(i + 1) === 10) { lineStarts.push(i + 2); i++; }
    else if (c === 10 || c === 13 || c === 0x2028 || c === 0x2029) lineStarts.push(i + 1);
  }
  const place = (offset) => {
    let low = 0, high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= offset) low = mid; else high = mid - 1;
    }
    // Columns count Unicode scalars.
    return [low + 1, [...code.slice(lineStarts[low], offset)].length + 1];
  };
  const strings = [], templates = [], requests = [], lookups = [];
  const request = (kind, literal) => {
    if (literal && literal.type === "StringLiteral") {
      requests.push([kind, literal.value, ...place(literal.start)]);
    }
  };
  const visit = (node) => {
    if (!node || typeof node.type !== "string") return;
    if (isErased(node)) return;
    switch (node.type) {
      case "StringLiteral":
      case "DirectiveLiteral":
        strings.push([...place(node.start), node.value]);
        break;
      case "TemplateElement":
        templates.push([...place(node.start), node.value.cooked === undefined ? null : node.value.cooked]);
        break;
      case "ImportDeclaration":
        request("import", node.source);
        break;
      case "ExportNamedDeclaration":
      case "ExportAllDeclaration":
        request("export", node.source);
        break;
      case "TSImportEqualsDeclaration":
        if (node.moduleReference.type === "TSExternalModuleReference") {
          request("require", node.moduleReference.expression);
        }
        break;
      case "CallExpression": {
        const [first] = node.arguments;
        const callee = node.callee;
        if (callee.type === "Import") request("import()", first);
        if (callee.type === "Identifier" && callee.name === "require") request("require", first);
        const name = callee.type === "Identifier" ? callee.name
          : callee.type === "MemberExpression" && !callee.computed && callee.property.type === "Identifier"
            ? callee.property.name : null;
        const isGet = name === "get" && callee.type === "MemberExpression" &&
          callee.object.type === "Identifier" && callee.object.name === "TurboModuleRegistry";
        if (name && (lookupCallees.has(name) || isGet) && first && first.type === "StringLiteral") {
          lookups.push([name, first.value, ...place(first.start)]);
        }
        break;
      }
      case "MemberExpression":
        if (!node.computed && node.object.type === "Identifier" && node.object.name === "NativeModules" &&
            node.property.type === "Identifier") {
          lookups.push(["NativeModules", node.property.name, ...place(node.property.start)]);
        }
        break;
    }
    for (const key of Object.keys(node)) {
      if (key === "loc" || key === "extra" || typeKeys.has(key) || key === "leadingComments" ||
          key === "trailingComments" || key === "innerComments") continue;
      const value = node[key];
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value.type === "string") visit(value);
    }
  };
  visit(ast.program);
  const byPlace = (a, b) => a[0] - b[0] || a[1] - b[1];
  strings.sort(byPlace);
  templates.sort(byPlace);
  requests.sort((a, b) => a[2] - b[2] || a[3] - b[3]);
  lookups.sort((a, b) => a[2] - b[2] || a[3] - b[3]);
  return { file, parsed: true, strings, templates, requests, lookups };
}

const files = fs.readFileSync(process.argv[2], "utf8").split("\n").filter(Boolean);
for (const file of files) {
  const code = fs.readFileSync(file, "utf8");
  let ast;
  try {
    ast = parse(code, file);
  } catch (error) {
    const loc = error.loc || { line: 0, column: 0 };
    process.stdout.write(JSON.stringify({
      file, parsed: false, error: { line: loc.line, column: loc.column + 1, message: error.message },
    }) + "\n");
    continue;
  }
  process.stdout.write(JSON.stringify(summarize(code, ast, file)) + "\n");
}
