#!/usr/bin/env node
// Runs the TypeScript entry point through tsx (a devDependency of the repository).
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
