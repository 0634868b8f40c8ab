#!/usr/bin/env python3
"""Validates SARIF files against the SARIF 2.1.0 schema and JUnit files as XML.

    validate.py SCHEMA [FILE.sarif | FILE.xml]...
"""
import json
import sys
import xml.etree.ElementTree as ElementTree

import jsonschema

schema = json.load(open(sys.argv[1]))
validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
failures = 0
for path in sys.argv[2:]:
    if path.endswith(".sarif"):
        errors = sorted(validator.iter_errors(json.load(open(path))), key=lambda error: list(error.path))
        for error in errors[:5]:
            print(f"{path}: {'/'.join(map(str, error.path))}: {error.message}")
        failures += bool(errors)
        print(f"{path}: SARIF 2.1.0 {'INVALID' if errors else 'valid'}")
    else:
        try:
            root = ElementTree.parse(path).getroot()
            assert root.tag == "testsuites", f"root is <{root.tag}>"
            cases = root.findall("./testsuite/testcase")
            assert cases and int(root.get("tests")) == len(cases), "tests count does not match the test cases"
            print(f"{path}: JUnit XML well-formed, {len(cases)} test cases")
        except (ElementTree.ParseError, AssertionError, TypeError, ValueError) as error:
            print(f"{path}: JUnit XML INVALID: {error}")
            failures += 1
sys.exit(1 if failures else 0)
