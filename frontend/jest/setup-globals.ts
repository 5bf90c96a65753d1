// react-router 7 needs these under jsdom (STACK.md trap 4).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
