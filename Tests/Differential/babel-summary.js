// What Babel's parser reads in each file, in the shape `bridgecheck parse --format json` prints:
// whether it parses, and the string literals, template chunks, module requests and native module
// lookups of its value code, type positions left out, and its references with the place of the
// declaration each resolves to (CONTENT-ANALYSIS.md, "How it is verified").
//
// Usage: node babel-summary.js LIST  (file names one a line; JSON Lines on standard output)
"use strict";
const fs = require("fs");
const parser = require("@babel/parser");
const traverse = require("@babel/traverse").default;

const lookupCallees = new Set([
  "requireNativeModule", "requireOptionalNativeModule", "requireNativeViewManager",
  "requireNativeComponent", "codegenNativeComponent", "getEnforcing", "createHybridObject",
  "hasViewManagerConfig",
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
  // Flow enums as React Native's Babel preset reads them (`babel-plugin-transform-flow-enums`).
  return [["flow", { enums: true }], "jsx"];
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

// Whether a namespace holds value code: TypeScript's rule — a statement other than an erased
// declaration, a type-only export, or a namespace that is not instantiated either.
function isInstantiated(node) {
  const body = node.body;
  if (!body) return false;
  if (body.type === "TSModuleDeclaration") return isInstantiated(body);
  return (body.body || []).some((statement) => {
    const declaration = statement.type === "ExportNamedDeclaration" && statement.declaration
      ? statement.declaration : statement;
    if (declaration.type === "TSModuleDeclaration") return isInstantiated(declaration);
    return !isErased(declaration);
  });
}

function isErased(node) {
  if (erasedTypes.has(node.type)) return true;
  if (node.declare === true || node.abstract === true && node.type !== "ClassDeclaration") {
    return true;
  }
  if (node.type === "TSModuleDeclaration" && node.id && node.id.type === "StringLiteral") return true;
  // A namespace that declares only types is not instantiated: TypeScript emits nothing for it.
  if (node.type === "TSModuleDeclaration" && !isInstantiated(node)) return true;
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
  // The second halves of surrogate pairs: a column counts a pair once.
  const pairEnds = [];
  for (let i = 0; i < code.length; i++) {
    const c = code.charCodeAt(i);
    if (c === 13 && code.charCodeAt(i + 1) === 10) { lineStarts.push(i + 2); i++; }
    else if (c === 10 || c === 13 || c === 0x2028 || c === 0x2029) lineStarts.push(i + 1);
    else if (c >= 0xDC00 && c <= 0xDFFF && i > 0) {
      const previous = code.charCodeAt(i - 1);
      if (previous >= 0xD800 && previous <= 0xDBFF) pairEnds.push(i);
    }
  }
  // How many entries of an ascending array are below `value`.
  const countBelow = (array, value) => {
    let low = 0, high = array.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (array[mid] < value) low = mid + 1; else high = mid;
    }
    return low;
  };
  const place = (offset) => {
    let low = 0, high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= offset) low = mid; else high = mid - 1;
    }
    // Columns count Unicode scalars.
    const start = lineStarts[low];
    const pairs = countBelow(pairEnds, offset) - countBelow(pairEnds, start + 1);
    return [low + 1, offset - start - pairs + 1];
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
        if (callee.type === "MemberExpression" && !callee.computed &&
            callee.object.type === "Identifier" && callee.object.name === "require" &&
            callee.property.type === "Identifier" && callee.property.name === "context") {
          // Literal arguments only: a directory, `true`/`false`, a regular expression, a mode.
          const types = ["StringLiteral", "BooleanLiteral", "RegExpLiteral", "StringLiteral"];
          const args = node.arguments;
          if (args.length > 0 && args.length <= 4 && args.every((a, i) => a.type === types[i])) {
            request("require.context", first);
          }
        }
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
  // Babel's scope tracker refuses some valid files (a name declared twice across an import and
  // a type): their references are not compared.
  let references = null;
  try {
    references = referencesOf(ast, place);
  } catch (_) {}
  const byPlace = (a, b) => a[0] - b[0] || a[1] - b[1];
  strings.sort(byPlace);
  templates.sort(byPlace);
  requests.sort((a, b) => a[2] - b[2] || a[3] - b[3]);
  lookups.sort((a, b) => a[2] - b[2] || a[3] - b[3]);
  return { file, parsed: true, strings, templates, requests, lookups, references };
}

// Node types of TypeScript that hold value code.
const valueTSTypes = new Set([
  "TSAsExpression", "TSSatisfiesExpression", "TSNonNullExpression", "TSTypeAssertion",
  "TSEnumDeclaration", "TSEnumMember", "TSModuleDeclaration", "TSModuleBlock",
  "TSParameterProperty", "TSInstantiationExpression", "TSExportAssignment",
  "TSImportEqualsDeclaration", "TSExternalModuleReference",
]);

// Whether this node is type syntax or erased, so that nothing inside it is value code.
function isTypeSyntax(path) {
  const type = path.node.type;
  return isErased(path.node) || typeKeys.has(path.key) || typeKeys.has(path.listKey) ||
    (type.startsWith("TS") && !valueTSTypes.has(type)) || type.startsWith("Declare");
}

// Whether a node lies in type syntax or an erased declaration (memoized: minified files nest
// deep).
const inTypesMemo = new WeakMap();
function inTypes(path) {
  if (!path) return false;
  if (inTypesMemo.has(path.node)) return inTypesMemo.get(path.node);
  const result = isTypeSyntax(path) || inTypes(path.parentPath);
  inTypesMemo.set(path.node, result);
  return result;
}

// Whether an identifier is written to: an assignment's, update's or for-in/of's target, or a
// name inside such a target's pattern.
function isWriteTarget(path) {
  let child = path;
  for (let p = path.parentPath; p; child = p, p = p.parentPath) {
    switch (p.node.type) {
      case "AssignmentExpression":
      case "ForInStatement":
      case "ForOfStatement":
        return child.key === "left";
      case "UpdateExpression":
        return true;
      case "ObjectProperty":
        if (child.key !== "value") return false;
        break;
      case "ArrayPattern":
      case "ObjectPattern":
      case "RestElement":
        break;
      case "AssignmentPattern":
        if (child.key !== "left") return false;
        break;
      default:
        return false;
    }
  }
  return false;
}

// The binding a value name refers to, past bindings that only types declare. Babel's scope
// tracker binds no enum (TypeScript's or Flow's), namespace or `import X = …`: `unbound` holds
// each scope's, as `let`s of the block.
function valueBinding(scope, name, unbound) {
  for (let s = scope; s; s = s.parent) {
    // Babel's scope tracker binds no constructor parameter property (`public actual`): the
    // constructor's scope declares it all the same.
    const property = parameterProperty(s.block, name);
    if (property) return property;
    const binding = s.getOwnBinding(name);
    if (binding && !inTypes(binding.path)) {
      // Babel keeps a parameter's binding when the body declares a function of its name; the
      // function replaces the parameter's value on entry, so it is the binding.
      if (binding.kind === "param" && s.block.body && s.block.body.type === "BlockStatement") {
        const declaration = s.block.body.body.find((statement) =>
          statement.type === "FunctionDeclaration" && statement.id && statement.id.name === name);
        if (declaration) return declaration.id;
      }
      return binding.identifier;
    }
    const own = unbound.get(s);
    if (own && own.has(name)) return own.get(name);
  }
  return null;
}

// The identifier of the parameter property named `name` of a constructor, if `block` is one.
function parameterProperty(block, name) {
  if (!block || block.type !== "ClassMethod" || block.kind !== "constructor") return null;
  for (const parameter of block.params) {
    if (parameter.type !== "TSParameterProperty") continue;
    const inner = parameter.parameter.type === "AssignmentPattern"
      ? parameter.parameter.left : parameter.parameter;
    if (inner.type === "Identifier" && inner.name === name) return inner;
  }
  return null;
}

// Identifiers Babel counts as references that declare: the name of an enum (TypeScript's or
// Flow's) or a Flow enum's member, a namespace or an `import X = …`, and a constructor's
// parameter property.
function declares(path) {
  const parent = path.parentPath;
  return (parent.isTSEnumDeclaration() || parent.isEnumDeclaration() ||
    /^Enum\w*Member$/.test(parent.node.type) || parent.isTSModuleDeclaration() ||
    parent.isTSImportEqualsDeclaration()) && parent.node.id === path.node ||
    parent.isTSParameterProperty() ||
    parent.isAssignmentPattern() && parent.parentPath.isTSParameterProperty() &&
      parent.node.left === path.node;
}

// Every name in value code that refers to a binding or a global, read or written, with the
// place of the binding's declaration (null for a global).
function referencesOf(ast, place) {
  const references = [];
  const seen = new Set();
  const unbound = new Map();
  const bind = (path) => {
    if (isErased(path.node) || path.node.id.type !== "Identifier") return;
    // The scope the declaration stands in (a namespace's body is a scope of its own).
    const scope = path.parentPath.scope;
    if (!unbound.has(scope)) unbound.set(scope, new Map());
    const own = unbound.get(scope);
    if (!own.has(path.node.id.name)) own.set(path.node.id.name, path.node.id);
  };
  traverse(ast, {
    TSEnumDeclaration: bind, EnumDeclaration: bind, TSModuleDeclaration: bind,
    TSImportEqualsDeclaration: bind,
  });
  const record = (path, node) => {
    if (seen.has(node.start)) return;
    seen.add(node.start);
    const declaration = valueBinding(path.scope, node.name, unbound);
    references.push([...place(node.start), node.name,
      declaration ? place(declaration.start) : null]);
  };
  traverse(ast, {
    enter(path) {
      if (isTypeSyntax(path)) path.skip();
    },
    // `import X = A.B.C` reads `A`, a value, in a qualified name Babel holds as type syntax.
    TSImportEqualsDeclaration(path) {
      if (isErased(path.node)) return;
      let name = path.get("moduleReference");
      while (name.isTSQualifiedName()) name = name.get("left");
      if (name.isIdentifier()) record(name, name.node);
    },
    Identifier(path) {
      if (declares(path)) return;
      if (path.isReferencedIdentifier() || isWriteTarget(path)) record(path, path.node);
    },
    JSXIdentifier(path) {
      if (!path.isReferencedIdentifier()) return;
      const parent = path.parentPath;
      if (parent.isJSXMemberExpression() && parent.node.property === path.node) return;
      for (let p = parent; p && !p.isJSXElement(); p = p.parentPath) {
        if (p.isJSXClosingElement()) return;
      }
      record(path, path.node);
    },
  });
  return references;
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
