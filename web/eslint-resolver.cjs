// Resolves imports for eslint-plugin-import: the '@/' alias of tsconfig.json and vite.config.ts
// maps to src/, then Node's resolution with the TypeScript extensions.
const path = require('node:path');
const node = require('eslint-import-resolver-node');

exports.interfaceVersion = 2;
exports.resolve = (source, file, config) => {
  const mapped = source.startsWith('@/') ? path.join(__dirname, 'src', source.slice(2)) : source;
  return node.resolve(mapped, file, { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'], ...config });
};
