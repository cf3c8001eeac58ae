#!/usr/bin/env python3
"""Reference values for kinema's own exp, sin, cos and expm1 (src/kinema/detail/elementary.hpp).

Writes a binary file (little-endian): for each of exp, sin, cos, expm1, a uint64
count and then `count` records of three doubles (x, hi, frac), where hi is
f(x) rounded to the nearest double and frac = (f(x) - hi) / ulp(hi), in
[-1/2, 1/2] (ulp as in ulp() below: the smallest subnormal for subnormal hi),
computed with mpmath at 200 bits. (A remainder in absolute terms would
round to 0 next to the subnormals.) The arguments (100,000 per function, from a fixed seed)
cover the ranges the solvers use (decays e^(-alpha t), phases w t), the whole
domain, and the edges: +-0, subnormals, the smallest and largest arguments
for which the results are normal, subnormal, or overflow, the points where
the reduction's integer changes, near-multiples of pi/2, and the ends of the
kernels' own range (beyond it kinema calls libm). For expm1 also the
approaches of Friction and ExponentialRate (rate t from -60 to 0), both
sides of the switch between its series and its table (|x| = 1/16) and of
its other thresholds, and the points where the reduction's integer changes
next to 0, where e^x - 1 cancels.

Usage: elementary.py OUTPUT.bin   (run by ctest before elementary_accuracy)
       elementary.py --fit          (prints the sin/cos kernel coefficients of
                                     elementary.hpp: Chebyshev fits, 40 digits)
"""
import math
import random
import struct
import sys

from mpmath import mp, mpf

mp.prec = 200
SIN_COS_RANGE = 823549.0  # kSinCosRange
MIN_SUB = 5e-324


def nexts(x, k=2):
    out = [x]
    a = b = x
    for _ in range(k):
        a = math.nextafter(a, math.inf)
        b = math.nextafter(b, -math.inf)
        out += [a, b]
    return out


def log_uniform(rng, lo_exp, hi_exp):
    return math.ldexp(1.0 + rng.random(), rng.randint(lo_exp, hi_exp))


def exp_args(rng):
    xs = []
    xs += [0.0, -0.0, MIN_SUB, -MIN_SUB, 2.2250738585072014e-308, -2.2250738585072014e-308]
    xs += nexts(709.782712893384, 4)          # overflow threshold
    xs += nexts(-745.1332191019411, 4)        # the last value that rounds to the smallest subnormal
    xs += nexts(-708.3964185322641, 4)        # results leave the normal range
    xs += nexts(710.0) + nexts(-746.0)        # the clamps
    xs += nexts(1.0) + nexts(-1.0) + nexts(0.5 * math.log(2)) + nexts(-0.5 * math.log(2))
    while len(xs) < 10_000:                   # where round(x / ln 2) changes
        j = rng.randint(-1075, 1023)
        xs += nexts((j + 0.5) * math.log(2), 1)
    while len(xs) < 40_000:                   # decays e^(-alpha t) of the solvers
        xs.append(-60.0 * rng.random())
    while len(xs) < 60_000:                   # tiny arguments, both signs
        xs.append(log_uniform(rng, -1074, 0) * rng.choice((-1.0, 1.0)))
    while len(xs) < 100_000:                  # the whole domain
        xs.append(rng.uniform(-745.2, 709.8))
    return xs[:100_000]


def expm1_args(rng):
    xs = []
    xs += [0.0, -0.0, MIN_SUB, -MIN_SUB, 2.2250738585072014e-308, -2.2250738585072014e-308, 1e-300, -1e-300]
    xs += nexts(2.0 ** -54, 3) + nexts(-(2.0 ** -54), 3)   # x itself below
    xs += nexts(1 / 16, 4) + nexts(-1 / 16, 4)             # series | table
    xs += nexts(36.0, 4) + nexts(-708.0, 4)                # table | edges
    xs += nexts(-37.42994775023705, 4)                     # the result becomes -1
    xs += nexts(709.782712893384, 4) + nexts(-745.2, 2) + nexts(710.0)
    xs += [1e300, -1e300, 1.7976931348623157e308, -1.7976931348623157e308]
    while len(xs) < 10_000:                   # where round(32 x / ln 2) changes, near 0
        j = rng.randint(-200, 200)
        xs += nexts((j + 0.5) * math.log(2) / 32, 1)
    while len(xs) < 50_000:                   # approaches e^(rate t) - 1 of the solvers
        xs.append(-60.0 * rng.random())
    while len(xs) < 60_000:                   # around the series' range, both signs
        xs.append(rng.uniform(-0.2, 0.2))
    while len(xs) < 75_000:                   # tiny arguments, both signs
        xs.append(log_uniform(rng, -1074, -1) * rng.choice((-1.0, 1.0)))
    while len(xs) < 100_000:                  # the whole domain
        xs.append(rng.uniform(-745.2, 709.8))
    return xs[:100_000]


def sin_cos_args(rng):
    xs = []
    xs += [0.0, -0.0, MIN_SUB, -MIN_SUB, 2.2250738585072014e-308, 1e-300]
    xs += nexts(2.0 ** -27, 3) + nexts(-(2.0 ** -27), 3)
    xs += nexts(SIN_COS_RANGE, 3) + nexts(-SIN_COS_RANGE, 3)
    xs += [1e6, 1e9, 1e22, 1e300, 1.7976931348623157e308, -1e300]
    xs += nexts(math.pi / 4, 3) + nexts(math.pi / 2, 3) + nexts(math.pi, 3)
    while len(xs) < 10_000:                   # next to multiples of pi/2
        n = rng.randint(1, 2 ** 19)
        xs += nexts(float(n * mp.pi / 2), 1)
    while len(xs) < 50_000:                   # phases w t of the solvers
        xs.append(10.0 * rng.random())
    while len(xs) < 70_000:                   # every magnitude, both signs
        xs.append(log_uniform(rng, -30, 19) * rng.choice((-1.0, 1.0)))
    while len(xs) < 100_000:                  # the kernels' whole range
        xs.append(rng.uniform(-SIN_COS_RANGE, SIN_COS_RANGE))
    xs = xs[:100_000]
    # Beyond the range (sin_cos_far, Payne-Hanek): the double closest to a
    # multiple of pi/2 (6381956970095103 2^797, 2^-61 away), doubles next to
    # multiples of pi/2 far out, and every magnitude up to the largest double.
    hardest = 6381956970095103 * 2.0 ** 797
    xs += nexts(hardest, 3) + nexts(-hardest, 3)
    while len(xs) < 105_000:
        n = rng.randint(2 ** 19, 2 ** 62)
        xs += nexts(float(n * mp.pi / 2), 1)
    while len(xs) < 120_000:
        xs.append(log_uniform(rng, 19, 1023) * rng.choice((-1.0, 1.0)))
    return xs


def ulp(h):
    if h == 0.0:
        return math.ldexp(1.0, -1074)
    _, e = math.frexp(h)
    return math.ldexp(1.0, max(e - 53, -1074))


def records(f, xs):
    out = bytearray(struct.pack('<Q', len(xs)))
    for x in xs:
        v = f(mpf(x))
        hi = float(v)  # to nearest
        frac = float((v - hi) / ulp(hi)) if math.isfinite(hi) else 0.0
        out += struct.pack('<3d', x, hi, frac)
    return out


def fit():
    """S(z) = (sin y / y - 1) / z and C(z) = (cos y - 1 + z/2) / z^2, z = y^2,
    |y| <= pi/4 (and a hair), fitted by degree-5 polynomials in z."""
    mp.dps = 40
    top = (mp.pi / 4) ** 2 * mpf('1.0001')
    S = lambda z: (mp.sin(mp.sqrt(z)) / mp.sqrt(z) - 1) / z if z > 0 else mpf(-1) / 6
    C = lambda z: (mp.cos(mp.sqrt(z)) - 1 + z / 2) / (z * z) if z > 0 else mpf(1) / 24
    for name, f, scale in (('S', S, 6), ('C', C, 24)):
        coeffs, err = mp.chebyfit(f, [mpf(0), top], 6, error=True)
        print(name, [float(c).hex() for c in reversed(coeffs)], 'relative error', mp.nstr(err * scale, 3))


def main():
    if sys.argv[1:] == ['--fit']:
        return fit()
    rng = random.Random(15)
    e = exp_args(rng)
    t = sin_cos_args(rng)
    m = expm1_args(rng)
    data = records(mp.exp, e) + records(mp.sin, t) + records(mp.cos, t) + records(mp.expm1, m)
    with open(sys.argv[1], 'wb') as fh:
        fh.write(data)


if __name__ == '__main__':
    main()
