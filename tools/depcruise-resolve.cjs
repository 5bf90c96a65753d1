// How dependency-cruiser resolves the frontend's '@/' alias (frontend/tsconfig.json "paths", Vite's
// resolve.alias): without it, every '@/…' import would be a dead end and no cycle through one seen.
const path = require('node:path');

module.exports = { resolve: { alias: { '@': path.resolve(__dirname, '../frontend/src') } } };
