// One list of Chromium flags for the browser tests and the benchmark (Node 24 strips the types).
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
