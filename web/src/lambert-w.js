import { heap, outIndex, raw, ready } from './wasm.js';
import { readNumber, throwStatus } from './errors.js';

/**
 * The Lambert W function: the w with w·e^w = z, on branch 0 (z >= -1/e) or
 * -1 (-1/e <= z < 0).
 */
export function lambertW(z, branch = 0) {
  ready();
  readNumber('lambertW', 'z', z);
  readNumber('lambertW', 'branch', branch);
  if (branch !== 0 && branch !== -1) throwStatus('lambertW', 2, 'branch', branch);
  const w = raw.lambert_w(z, branch);
  const status = heap()[outIndex + 1];
  if (status !== 0) throwStatus('lambertW', status, 'z', z);
  return w;
}
