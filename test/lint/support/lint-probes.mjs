// Lints probe sources as if they were files of the repository, with the repository's ESLint config (as
// `npm run lint` does), in one process: stdin is [{ path, code }], stdout the rule ids fired for each.
import { ESLint } from 'eslint';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const probes = JSON.parse(input);
const eslint = new ESLint({ cwd: process.cwd() });
const fired = [];
for (const { path, code } of probes) {
  const results = await eslint.lintText(code, { filePath: path });
  fired.push(results.flatMap((result) => result.messages.map((message) => message.ruleId ?? 'parse-error')));
}
process.stdout.write(JSON.stringify(fired));
