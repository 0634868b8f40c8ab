// Babel's parse of every file in LIST, configured as the differential check configures it
// (Tests/Differential/babel-summary.js): the yardstick the scan's speed stands beside.
//
//   NODE_PATH=/usr/share/nodejs node Benchmarks/babel-parse.js LIST
"use strict";
const fs = require("fs");
const parser = require("@babel/parser");
const files = fs.readFileSync(process.argv[2], "utf8").split("\n").filter(Boolean);
let failed = 0;
for (const file of files) {
  const plugins = /\.tsx$/.test(file) ? ["typescript", "jsx"]
    : /\.(ts|mts|cts)$/.test(file) ? ["typescript"] : ["flow", "jsx"];
  const code = fs.readFileSync(file, "utf8");
  try {
    parser.parse(code, { sourceType: "unambiguous", allowReturnOutsideFunction: true, plugins });
  } catch (_) {
    failed += 1;
  }
}
process.stderr.write(`${files.length} files, ${failed} not parsed\n`);
