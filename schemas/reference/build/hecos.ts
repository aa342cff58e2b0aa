// Generates schemas/reference/hecos-subjects.json: the HECoS vocabulary (HESA, CC BY 4.0), as the
// DfE's open reference data carries it (github.com/DFE-Digital/dfe-reference-data, MIT,
// lib/dfe/reference_data/degrees/subjects.rb, SINGLE_SUBJECTS: each subject's name and
// `hecos_code`). There is no package of it on npm, so the file is read from a local copy of that
// repository: npx tsx schemas/reference/build/hecos.ts <path to subjects.rb>
import { readFileSync } from "node:fs";
import { writeJson } from "./write-json";

const [source] = process.argv.slice(2);
if (!source) {
  console.error("Give the path of dfe-reference-data's lib/dfe/reference_data/degrees/subjects.rb");
  process.exit(2);
}

const text = readFileSync(source, "utf8");
const start = text.indexOf("SINGLE_SUBJECTS =");
const end = text.indexOf("COMBINED_SUBJECTS =", start);
if (start < 0 || end < 0) throw new Error("subjects.rb no longer has SINGLE_SUBJECTS followed by COMBINED_SUBJECTS");
const single = text.slice(start, end);

// One entry: `{ name: 'Accountancy', ..., hecos_code: '100104' }`, the name quoted either way.
const ENTRY = /\{\s*name:\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"),[^{}]*?hecos_code:\s*'(\d{6})'/g;
const byCode = new Map<string, string>();
for (const match of single.matchAll(ENTRY)) {
  const name = (match[1] ?? match[2]).replace(/\\(.)/g, "$1");
  const code = match[3];
  // Two DfE subjects share a code where HECoS has one term (100367 Computing / Computing and
  // information technology; 100433 Physical education / Sport and exercise sciences): HECoS's own
  // term is the fuller name.
  const known = byCode.get(code);
  if (!known || name.length > known.length) byCode.set(code, name);
}

const subjects = [...byCode].map(([code, label]) => ({ code, label })).sort((a, b) => a.label.localeCompare(b.label, "en"));
writeJson("hecos-subjects.json", subjects);
