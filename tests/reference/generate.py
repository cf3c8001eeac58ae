#!/usr/bin/python3
"""kinema's own 50-digit reference fixtures (tests/reference/fixtures.json).

How to run (from anywhere; the output goes next to this script):

    apt-get install -y python3-mpmath        # Debian's package, once
    /usr/bin/python3 tests/reference/generate.py            # writes fixtures.json
    /usr/bin/python3 tests/reference/generate.py --verify   # also recomputes every
                                             # value with 40 more digits and checks
                                             # the 50 written digits (slower)

The output is deterministic: no randomness, no clock, the same bytes for the
same mpmath version.

Method
------
* Every parameter is an IEEE double (written as a JSON number with Python's
  round-trip repr) and every reference value is the exact solution *for those
  doubles*: mpf(float) is exact, and the near-critical discriminant c^2 - 4mk
  is computed in exact rational arithmetic, so its sign (the regime) is exact.
* Values are computed with 60 working digits (plus guard digits where a large
  rate*t or the Lambert W branch point would eat into them), written with 50
  significant digits ("x50", "v50", ...) and as the nearest double ("x", "v").
* Error measure used by the C++ harness (tests/cpp/reference.cpp):
      |got - exact| / max(|exact|, FLOOR_REL * scale)
  with scale = "xScale"/"vScale", the largest magnitude the motion takes on its
  own time grid or at t = 0. Lambert W and the settle time are relative.
* Conditioning filter. A time point is kept only if the problem is well
  conditioned there for a double implementation: perturbing each internal rate
  (and t) by DELTA = 2^-52 relative, and rounding every term of the final sums
  by DELTA, changes the value by at most SENS_MAX = 1e-13 in the error measure
  (10x below the 1e-12 bar). This drops, e.g., zero crossings of an undamped
  spring after thousands of radians, where no double implementation can meet
  a 1e-12 bar. Points whose exact value overflows a double are dropped too.
  Every case keeps t = 0.

Families: underdamped, nearCriticalBelow, critical, nearCriticalAbove,
overdamped, heavyOverdamped (springs, classified by the exact sign of
c^2 - 4mk near critical damping), friction, gravity, hex, lambertW,
hexInverse, settleCritical, and in the plane spring2D (Spring2D: one
spring per axis with shared constants) and snap2D (snap_motion_2d: per axis
a friction solved to stop on the target, or a critically damped spring).
"""
import json
import math
import os
import sys
from fractions import Fraction

import mpmath
from mpmath import mp, mpf

WORK_DPS = 60        # working precision (digits)
OUT_DIGITS = 50      # digits written
FLOOR_REL = 1e-9     # error floor relative to the case's scale
DELTA = mpf(2) ** -52  # relative perturbation of the conditioning filter
SENS_MAX = mpf("1e-13")  # largest tolerated perturbation effect
SENS_DPS = 40        # precision of the perturbation runs
MAX_ABS = mpf("1e300")  # values beyond this are dropped (near overflow)

mp.dps = WORK_DPS

T_GRID = [0.0, 0.0002, 0.007, 0.05, 0.2, 0.75, 2.5, 9.0, 40.0, 600.0]

VERIFY = False       # set by --verify


# --------------------------------------------------------------------------
# Formatting
# --------------------------------------------------------------------------
def s50(x):
    """50 significant digits (exact zero -> '0')."""
    if x == 0:
        return "0"
    return mpmath.nstr(x, OUT_DIGITS, strip_zeros=False, min_fixed=-5, max_fixed=7)


def dbl(x):
    """Correctly rounded nearest double of an mpf (subnormals included)."""
    x = mpf(x)
    if x == 0:
        return 0.0
    sign, man, exp, _ = x._mpf_     # x = (-1)^sign * man * 2^exp
    man = -int(man) if sign else int(man)
    exp = int(exp)
    if exp >= 0:
        return float(man << exp)
    return man / (1 << -exp)   # int / int is correctly rounded in Python


def fmt(v):
    return repr(v).replace("e-0", "e-").replace("e+0", "e+")


def check_digits(name, a, b):
    """--verify: the 50 written digits of a must be those of b (to 1 unit)."""
    if a == b:
        return
    if b == 0 or abs((a - b) / b) > mpf(10) ** -(OUT_DIGITS - 1):
        raise AssertionError("verify failed for %s: %s vs %s" % (name, s50(a), s50(b)))


# --------------------------------------------------------------------------
# Damped spring  m u'' + c u' + k u = 0,  u = x - target.
#   alpha = c/2m, w0^2 = k/m, beta^2 = (c^2 - 4mk)/(4m^2)   (exact rational)
#   u(t)  = e^{-alpha t} [ u0 C + (v0 + alpha u0) S ]
#   u'(t) = e^{-alpha t} [ v0 C - (w0^2 u0 + alpha v0) S ]
#   C = cos(w t), S = sin(w t)/w   (beta^2 = -w^2 < 0)
#   C = 1,        S = t            (beta^2 = 0)
#   C = cosh(b t), S = sinh(b t)/b (beta^2 = b^2 > 0)
# --------------------------------------------------------------------------
def exact_disc(m, k, c):
    return Fraction(c) ** 2 - 4 * Fraction(m) * Fraction(k)


def frac_to_mpf(q):
    return mpf(q.numerator) / q.denominator


def osc_eval(alpha, w02, beta2, u0, v0, t):
    """u, u' and the magnitudes of the terms summed for each (for the filter)."""
    if beta2 < 0:
        w = mp.sqrt(-beta2)
        C = mp.cos(w * t)
        S = mp.sin(w * t) / w
    elif beta2 == 0:
        C = mpf(1)
        S = t
    else:
        b = mp.sqrt(beta2)
        C = mp.cosh(b * t)
        S = mp.sinh(b * t) / b
    e = mp.exp(-alpha * t)
    # transition matrix: u = pp u0 + pv v0, u' = vp u0 + vv v0. A stable
    # implementation gets each element to a few ulps (their own conditioning
    # is what the rate and t perturbations measure); what remains is the
    # cancellation between the u0 and v0 contributions.
    pp, pv = e * (C + alpha * S), e * S
    vp, vv = -e * w02 * S, e * (C - alpha * S)
    u = pp * u0 + pv * v0
    du = vp * u0 + vv * v0
    return u, du, abs(pp * u0) + abs(pv * v0), abs(vp * u0) + abs(vv * v0)


class SpringModel:
    def __init__(self, x0, v0, target, m, k, c):
        self.x0, self.v0, self.target = x0, v0, target
        self.m, self.k, self.c = m, k, c
        self.disc = exact_disc(m, k, c)

    def _consts(self):
        m, k, c = mpf(self.m), mpf(self.k), mpf(self.c)
        alpha = c / (2 * m)
        w02 = k / m
        beta2 = frac_to_mpf(self.disc / (4 * Fraction(self.m) ** 2))
        return alpha, w02, beta2

    def guard(self, t):
        alpha, w02, beta2 = self._consts()
        # digits lost to a large rate*t, and to the cancellation in C - alpha S
        # (about 4 zeta^2) of a heavily overdamped spring
        mag = 1 + abs(alpha * t) + mp.sqrt(abs(beta2)) * t + mp.sqrt(w02) * t
        return int(mp.log10(mag)) + int(mp.log10(1 + 4 * alpha * alpha / w02)) + 4

    def exact(self, t, extra=0):
        with mp.workdps(WORK_DPS + self.guard(t) + extra):
            alpha, w02, beta2 = self._consts()
            u0 = mpf(self.x0) - mpf(self.target)
            u, du, _, _ = osc_eval(alpha, w02, beta2, u0, mpf(self.v0), mpf(t))
            x = mpf(self.target) + u
        return +x, +du

    def _sg(self):
        """Envelope rate s and gap g (the quantities a stable implementation
        computes to a few ulps): underdamped s = alpha, g = omega_d;
        otherwise s = -r2 = w0^2/(alpha + beta) (cancellation-free), g = beta."""
        alpha, w02, beta2 = self._consts()
        if beta2 < 0:
            return alpha, mp.sqrt(-beta2), True
        b = mp.sqrt(beta2)
        return w02 / (alpha + b), b, False

    def perturbed(self, t, ds, dg, dt):
        with mp.workdps(SENS_DPS + self.guard(t)):
            s, g, osc = self._sg()
            s, g, t = s * (1 + ds), g * (1 + dg), mpf(t) * (1 + dt)
            if osc:
                alpha, w02, beta2 = s, s * s + g * g, -g * g
            else:
                alpha, w02, beta2 = s + g, s * (s + 2 * g), g * g
            u0 = mpf(self.x0) - mpf(self.target)
            u, du, ut, dut = osc_eval(alpha, w02, beta2, u0, mpf(self.v0), t)
            return mpf(self.target) + u, du, abs(mpf(self.target)) + ut, dut

    def sensitivity(self, t, x, v, xs, vs):
        base = self.perturbed(t, 0, 0, 0)
        fx = max(abs(x), FLOOR_REL * xs)
        fv = max(abs(v), FLOOR_REL * vs)
        worst = max(DELTA * base[2] / fx if fx else 0, DELTA * base[3] / fv if fv else 0)
        for d in [(DELTA, 0, 0), (0, DELTA, 0), (0, 0, DELTA)]:
            p = self.perturbed(t, *d)
            worst = max(worst, abs(p[0] - base[0]) / fx if fx else 0,
                        abs(p[1] - base[1]) / fv if fv else 0)
        return worst


class FrictionModel:
    def __init__(self, x0, v0, drag):
        self.x0, self.v0, self.drag = x0, v0, drag

    def _L(self):
        return mp.log(mpf(self.drag))

    def _eval(self, L, t):
        y = t * L
        h = mp.expm1(y) / y if y != 0 else mpf(1)
        x = mpf(self.x0) + mpf(self.v0) * t * h
        return x, mpf(self.v0) * mp.exp(y), abs(mpf(self.x0)) + abs(mpf(self.v0) * t * h)

    def exact(self, t, extra=0):
        with mp.workdps(WORK_DPS + 8 + extra):
            x, v, _ = self._eval(self._L(), mpf(t))
        return +x, +v

    def sensitivity(self, t, x, v, xs, vs):
        with mp.workdps(SENS_DPS + 8):
            L = self._L()
            fx = max(abs(x), FLOOR_REL * xs)
            fv = max(abs(v), FLOOR_REL * vs)
            b = self._eval(L, mpf(t))
            worst = DELTA * b[2] / fx if fx else 0
            for (dl, dt) in [(DELTA, 0), (0, DELTA)]:
                p = self._eval(L * (1 + dl), mpf(t) * (1 + dt))
                worst = max(worst, abs(p[0] - b[0]) / fx if fx else 0,
                            abs(p[1] - b[1]) / fv if fv else 0)
        return worst


class StopModel(FrictionModel):
    """The friction that comes to rest exactly at `to` (Friction.to_stop_at):
    ln(drag) = -v0 / (to - x0), exact for the doubles x0, v0, to."""

    def __init__(self, x0, v0, to):
        FrictionModel.__init__(self, x0, v0, None)
        self.to = to

    def _L(self):
        return -mpf(self.v0) / (mpf(self.to) - mpf(self.x0))


class GravityModel:
    def __init__(self, x0, v0, a):
        self.x0, self.v0, self.a = x0, v0, a

    def exact(self, t, extra=0):
        with mp.workdps(WORK_DPS + extra):
            x0, v0, a, t = map(mpf, (self.x0, self.v0, self.a, t))
            x, v = x0 + v0 * t + a * t * t / 2, v0 + a * t
        return +x, +v

    def sensitivity(self, t, x, v, xs, vs):
        # the only error of a double implementation is the rounding of the sums
        x0, v0, a, t = map(mpf, (self.x0, self.v0, self.a, t))
        fx = max(abs(x), FLOOR_REL * xs)
        fv = max(abs(v), FLOOR_REL * vs)
        sx = DELTA * (abs(x0) + abs(v0 * t) + abs(a * t * t / 2))
        sv = DELTA * (abs(v0) + abs(a * t))
        return max(sx / fx if fx else (0 if sx == 0 else mpf(1)),
                   sv / fv if fv else (0 if sv == 0 else mpf(1)))


class HexModel:
    """X(t) = X0 + V0 t hex(-lambda t), V(t) = V0 e^{-lambda t}."""

    def __init__(self, x0, v0, lam):
        self.x0, self.v0, self.lam = x0, v0, lam

    def _eval(self, lam, t):
        y = -lam * t
        h = mp.expm1(y) / y if y != 0 else mpf(1)
        x = mpf(self.x0) + mpf(self.v0) * t * h
        return x, mpf(self.v0) * mp.exp(y), abs(mpf(self.x0)) + abs(mpf(self.v0) * t * h)

    def exact(self, t, extra=0):
        with mp.workdps(WORK_DPS + 8 + extra):
            x, v, _ = self._eval(mpf(self.lam), mpf(t))
        return +x, +v

    def sensitivity(self, t, x, v, xs, vs):
        with mp.workdps(SENS_DPS + 8):
            fx = max(abs(x), FLOOR_REL * xs)
            fv = max(abs(v), FLOOR_REL * vs)
            b = self._eval(mpf(self.lam), mpf(t))
            worst = DELTA * b[2] / fx if fx else 0
            for (dl, dt) in [(DELTA, 0), (0, DELTA)]:
                p = self._eval(mpf(self.lam) * (1 + dl), mpf(t) * (1 + dt))
                worst = max(worst, abs(p[0] - b[0]) / fx if fx else 0,
                            abs(p[1] - b[1]) / fv if fv else 0)
        return worst


# --------------------------------------------------------------------------
# Motion cases with the conditioning filter
# --------------------------------------------------------------------------
STATS = {"points": 0, "dropped_ill": 0, "dropped_overflow": 0}


def motion_case(cid, kind, family, params, model, x0, v0, grid=T_GRID):
    vals = {}
    for t in grid:
        x, v = model.exact(t)
        if VERIFY:
            xx, vv = model.exact(t, extra=40)
            check_digits(cid + " x(%r)" % t, x, xx)
            check_digits(cid + " v(%r)" % t, v, vv)
        vals[t] = (x, v)
    STATS["points"] += len(grid)
    keep = [t for t in grid if abs(vals[t][0]) <= MAX_ABS and abs(vals[t][1]) <= MAX_ABS]
    STATS["dropped_overflow"] += len(grid) - len(keep)
    finite = len(keep)
    # the scale depends on the kept points and the filter on the scale:
    # iterate to the fixed point (the kept set only shrinks)
    while True:
        xs = max([abs(mpf(x0))] + [abs(vals[t][0]) for t in keep])
        vs = max([abs(mpf(v0))] + [abs(vals[t][1]) for t in keep])
        new = [t for t in keep
               if t == 0 or model.sensitivity(t, vals[t][0], vals[t][1], xs, vs) <= SENS_MAX]
        if new == keep:
            break
        keep = new
    STATS["dropped_ill"] += finite - len(keep)
    assert keep and keep[0] == 0.0, cid
    xs_, vs_ = [vals[t][0] for t in keep], [vals[t][1] for t in keep]
    return {
        "id": cid, "kind": kind, "family": family, "params": params,
        "t": keep,
        "x": [dbl(x) for x in xs_], "v": [dbl(v) for v in vs_],
        "x50": [s50(x) for x in xs_], "v50": [s50(v) for v in vs_],
        "xScale": dbl(xs), "vScale": dbl(vs),
    }


# --------------------------------------------------------------------------
# Springs
# --------------------------------------------------------------------------
# (x0 - target, v0, target): at the origin and away from it, at rest and
# flung, towards the target and away from it (overshoot).
STARTS = [
    (0.75, 0.0, 0.0),
    (-320.0, -45.0, 0.0),
    (0.0, 1800.0, 0.0),
    (40.0, -2600.0, 0.0),
    (-662.0, 95.0, 512.0),
    (1401.5, -3.25, -64.0),
]

# (mass, stiffness) whose critical damping 2 sqrt(k m) is irrational, plus the
# default spring (1, 100, critical damping 20).
PAIRS = [(1.0, 170.0), (0.5, 12.0), (3.0, 900.0), (0.0625, 40.0)]
NEAR_PAIRS = [(1.0, 170.0), (0.5, 12.0), (3.0, 900.0), (1.0, 100.0)]
# exactly critical doubles: c*c == 4*m*k
EXACT_CRITICAL = [(1.0, 4.0, 4.0), (0.25, 100.0, 10.0), (2.0, 8.0, 8.0), (1.0, 100.0, 20.0),
                  (0.5, 200.0, 20.0), (3.0, 12.0, 12.0), (0.0625, 64.0, 4.0)]

UNDER_ZETAS = [0.0, 0.015, 0.2, 0.55, 0.83]
OVER_ZETAS = [2.0, 3.7, 8.0]
HEAVY_ZETAS = [20.0, 350.0, 1e4]
# near critical: relative offsets from the exact critical damping, and steps of
# k doubles from it (k = 1 is the double next to it), and the damping as users
# write it, 2*sqrt(k*m), whose side of critical is decided exactly.
NEAR_REL = ["1e-3", "1e-6", "1e-9", "1e-12", "1e-15"]
NEAR_ULPS = [1, 4, 64]


def critical_bracket(m, k):
    """The doubles just below and just above the exact critical damping
    (equal if it is a double)."""
    with mp.workdps(80):
        cc = 2 * mp.sqrt(mpf(m) * mpf(k))
    c = dbl(cc)
    while exact_disc(m, k, c) > 0:
        c = math.nextafter(c, 0.0)
    lo = c
    while exact_disc(m, k, c) < 0:
        c = math.nextafter(c, math.inf)
    hi = c
    if exact_disc(m, k, lo) == 0:
        return lo, lo
    return lo, hi


def spring_family(m, k, c, nominal):
    d = exact_disc(m, k, c)
    if d == 0:
        return "critical"
    if nominal is None:                 # near critical: by the exact sign
        return "nearCriticalBelow" if d < 0 else "nearCriticalAbove"
    if d < 0:
        return "underdamped" if nominal < 0.9 else "nearCriticalBelow"
    if nominal < 1.5:
        return "nearCriticalAbove"
    return "overdamped" if nominal < 10 else "heavyOverdamped"


def spring_case(m, k, c, start, zlabel, nominal):
    d, v0, target = start
    x0 = target + d
    assert x0 - target == d
    fam = spring_family(m, k, c, nominal)
    p = {"x0": x0, "v0": v0, "target": target, "mass": m, "stiffness": k, "damping": c}
    cid = "spring m=%s k=%s c=%s (%s) x0=%s v0=%s" % (fmt(m), fmt(k), fmt(c), zlabel, fmt(x0), fmt(v0))
    if target != 0:
        cid += " target=%s" % fmt(target)
    return motion_case(cid, "spring", fam, p, SpringModel(x0, v0, target, m, k, c), x0, v0)


def spring_cases():
    out = []
    rr = 0  # round-robin over the starts: two per (pair, damping)

    def starts2():
        nonlocal rr
        s = [STARTS[rr % len(STARTS)], STARTS[(rr + 3) % len(STARTS)]]
        rr += 1
        return s

    for (m, k) in PAIRS:
        for z in UNDER_ZETAS:
            c = 2.0 * z * math.sqrt(k * m)
            for st in starts2():
                out.append(spring_case(m, k, c, st, "zeta=%s" % fmt(z), z))
    for (m, k) in NEAR_PAIRS:
        lo, hi = critical_bracket(m, k)
        with mp.workdps(80):
            cc = 2 * mp.sqrt(mpf(m) * mpf(k))
        variants = []
        for rel in NEAR_REL:
            variants.append((dbl(cc * (1 - mpf(rel))), "zeta=1-" + rel))
            variants.append((dbl(cc * (1 + mpf(rel))), "zeta=1+" + rel))
        for n in NEAR_ULPS:
            a, b = (math.nextafter(lo, 0.0), math.nextafter(hi, math.inf)) if lo == hi else (lo, hi)
            for _ in range(n - 1):
                a, b = math.nextafter(a, 0.0), math.nextafter(b, math.inf)
            variants.append((a, "critical-%dulp" % n))
            variants.append((b, "critical+%dulp" % n))
        if lo != hi:
            variants.append((2.0 * math.sqrt(k * m), "c=2*sqrt(k*m)"))
        for (c, label) in variants:
            for st in starts2():
                out.append(spring_case(m, k, c, st, label, None))
    for (m, k, c) in EXACT_CRITICAL:
        assert exact_disc(m, k, c) == 0
        for st in (STARTS[0], STARTS[3], STARTS[4]):
            out.append(spring_case(m, k, c, st, "exactly critical", 1.0))
    for (m, k) in PAIRS:
        for z in OVER_ZETAS + HEAVY_ZETAS:
            c = 2.0 * z * math.sqrt(k * m)
            for st in starts2():
                out.append(spring_case(m, k, c, st, "zeta=%s" % fmt(z), z))
    return out


def friction_cases():
    out = []
    for drag in [1e-9, 0.05, 0.42, 0.9, 0.999999, 1.0 - 2.0 ** -45, 1.0]:
        for (x0, v0) in [(0.0, 3200.0), (250.0, -0.8)]:
            p = {"x0": x0, "v0": v0, "drag": drag}
            cid = "friction drag=%s x0=%s v0=%s" % (fmt(drag), fmt(x0), fmt(v0))
            out.append(motion_case(cid, "friction", "friction", p, FrictionModel(x0, v0, drag), x0, v0))
    return out


def gravity_cases():
    out = []
    for (x0, v0, a) in [(7.5, 0.0, 0.0), (-30.0, 12.5, 0.0), (0.0, 0.0, 9.81),
                        (100.0, -640.0, 2000.0), (1e5, 3.0, -0.002), (0.0, -1e-7, 3e-7),
                        (-2.5, 400.0, -9.80665)]:
        p = {"x0": x0, "v0": v0, "a": a}
        cid = "gravity x0=%s v0=%s a=%s" % (fmt(x0), fmt(v0), fmt(a))
        out.append(motion_case(cid, "gravity", "gravity", p, GravityModel(x0, v0, a), x0, v0))
    return out


def hex_cases():
    out = []
    for lam in [0.0, -0.4, -2.5, 1e-15, 3e-9, 1e-4, 0.35, 6.0, 90.0, 1500.0]:
        for (x0, v0) in [(0.0, 1500.0), (40.0, -2.25)]:
            p = {"x0": x0, "v0": v0, "lambda": lam}
            cid = "hex lambda=%s x0=%s v0=%s" % (fmt(lam), fmt(x0), fmt(v0))
            out.append(motion_case(cid, "hex", "hex", p, HexModel(x0, v0, lam), x0, v0))
    return out


# --------------------------------------------------------------------------
# Motions in the plane: one 1D model per axis, sampled on the same grid. A
# time point is kept when it is kept for both axes (the conditioning filter
# of each axis); each axis keeps its own scale.
# --------------------------------------------------------------------------
def motion2d_case(cid, family, params, axes, starts):
    per = [motion_case(cid + " axis %d" % i, "axis", family, {}, m, x0, v0)
           for i, (m, (x0, v0)) in enumerate(zip(axes, starts))]
    keep = [t for t in per[0]["t"] if t in per[1]["t"]]
    out = {"id": cid, "kind": "motion2D", "family": family, "params": params, "t": keep}
    for a, name in ((per[0], "x"), (per[1], "y")):
        idx = [a["t"].index(t) for t in keep]
        out[name] = [a["x"][i] for i in idx]
        out[name + "50"] = [a["x50"][i] for i in idx]
        out["v" + name] = [a["v"][i] for i in idx]
        out["v" + name + "50"] = [a["v50"][i] for i in idx]
        out[name + "Scale"] = a["xScale"]
        out["v" + name + "Scale"] = a["vScale"]
    return out


def spring2d_cases():
    out = []
    # (from, to, velocity, mass, stiffness, damping): the isotropic spring is
    # one 1D spring per axis with the same constants.
    for (f, to, v, m, k, c) in [
            ((0.0, 0.0), (300.0, -120.0), (0.0, 0.0), 1.0, 170.0, 26.0),
            ((-40.0, 500.0), (250.0, 250.0), (-1500.0, 1500.0), 1.0, 100.0, 20.0),
            ((10.5, -3.0), (-7.0, 44.0), (2600.0, 90.0), 1.0, 300.0, 2.0 * math.sqrt(300.0)),
            ((0.0, 0.0), (0.0, 0.0), (800.0, -3000.0), 0.5, 12.0, 40.0),
            ((135.0, 332.0), (16.0, 648.0), (-1500.0, 1500.0), 1.0, 300.0, 5.0),
            ((1e4, -2e4), (0.0, 1.0), (-1.0, 1.0), 3.0, 900.0, 2 * 350 * math.sqrt(2700.0))]:
        p = {"from": list(f), "to": list(to), "velocity": list(v), "mass": m, "stiffness": k,
             "damping": c}
        cid = "spring2D m=%s k=%s c=%s from=(%s, %s) to=(%s, %s) v=(%s, %s)" % (
            fmt(m), fmt(k), fmt(c), fmt(f[0]), fmt(f[1]), fmt(to[0]), fmt(to[1]), fmt(v[0]), fmt(v[1]))
        axes = [SpringModel(f[i], v[i], to[i], m, k, c) for i in (0, 1)]
        out.append(motion2d_case(cid, "spring2D", p, axes, [(f[0], v[0]), (f[1], v[1])]))
    return out


def snap_axis(x0, v0, target, stiffness, max_tc):
    """The 1D landing kinema's snap_motion builds, decided with the same
    doubles: a friction stopping at the target if the velocity points at it
    and -1/ln(drag) <= max_tc, else a critically damped spring (mass 1,
    damping 1 * 2 sqrt(k) sqrt(1) rounded as the C++ computes it)."""
    d = target - x0
    assert d == mpf(target) - mpf(x0), "the distance must be exact"
    if v0 * d > 0.0:
        tc = -1.0 / (-v0 / d)
        assert abs(tc - max_tc) > 0.01 * max_tc, "too close to the switch"
        if tc <= max_tc:
            return "friction", StopModel(x0, v0, target)
    c = 1.0 * 2.0 * math.sqrt(stiffness) * math.sqrt(1.0)
    return "spring", SpringModel(x0, v0, target, 1.0, stiffness, c)


def snap2d_cases():
    out = []
    # A picture-in-picture box flung towards corners of a 390 x 844 viewport,
    # a swipe to dismiss, a release at rest, a fling away from the point.
    for (p, v, target, k, mtc) in [
            ((135.0, 332.0), (-1500.0, 1500.0), (16.0, 648.0), 300.0, 0.5),
            ((60.0, 600.0), (3000.0, -3000.0), (254.0, 16.0), 300.0, 0.5),
            ((30.0, 640.0), (1200.0, 0.0), (254.0, 648.0), 300.0, 0.5),
            ((60.0, 600.0), (0.0, 0.0), (16.0, 648.0), 300.0, 0.5),
            ((40.0, 10.0), (900.0, 50.0), (500.0, 0.0), 170.0, 0.5),
            ((200.5, -80.25), (-60.0, 2200.0), (254.0, 16.0), 420.0, 0.25)]:
        params = {"position": list(p), "velocity": list(v), "target": list(target),
                  "stiffness": k, "maxTimeConstant": mtc}
        kinds, axes = zip(*[snap_axis(p[i], v[i], target[i], k, mtc) for i in (0, 1)])
        params["axes"] = list(kinds)
        cid = "snap2D p=(%s, %s) v=(%s, %s) target=(%s, %s) k=%s maxTC=%s" % (
            fmt(p[0]), fmt(p[1]), fmt(v[0]), fmt(v[1]), fmt(target[0]), fmt(target[1]),
            fmt(k), fmt(mtc))
        out.append(motion2d_case(cid, "snap2D", params, list(axes), [(p[0], v[0]), (p[1], v[1])]))
    return out


# --------------------------------------------------------------------------
# Lambert W
# --------------------------------------------------------------------------
def lambert_exact(z, br, dps):
    with mp.workdps(dps):
        zz = mpf(z)
        w = mp.lambertw(zz, br)
        assert abs(w.imag) == 0, (br, z, w)
        w = w.real
        # mpmath iterates (Halley) to the working precision; 130 digits leave a
        # wide margin for the digits lost next to the branch point (--verify
        # recomputes with 170).
        assert zz == 0 or abs(w * mp.exp(w) / zz - 1) <= mpf(10) ** -(dps - 10), (br, z)
        return +w


def lambertw_cases():
    out = []
    em1 = -math.exp(-1.0)            # the double nearest -1/e lies just outside
    assert mpf(em1) < -1 / mp.e
    in1 = math.nextafter(em1, 0.0)
    in2 = math.nextafter(in1, 0.0)
    assert mpf(in2) > -1 / mp.e
    both = [in2, math.nextafter(in2, 0.0), em1 + 3e-16, em1 + 1e-13, em1 + 1e-10, em1 + 1e-7,
            em1 + 1e-3, -0.3, -0.25, -0.1, -0.01, -1e-8, -1e-100, -1e-300, -5e-324]
    w0_only = [0.0, 5e-324, 1e-300, 1e-15, 3e-8, 0.5, 1.0, math.e, 10.0, 1234.5,
               1e10, 1e50, 1e150, 1e308, sys.float_info.max]
    # A dense sweep as well, log-uniform in the distance to the branch point
    # (both branches) and in z (W0 for z > 0, W-1 towards 0-), from a fixed
    # seed: kinema's W is its own code, so it is checked everywhere.
    import random
    rng = random.Random(20261122)
    sweep = []
    for _ in range(120):
        d = 10.0 ** rng.uniform(-15.5, math.log10(-em1))      # z = -1/e + d in (-1/e, 0)
        z = em1 + d
        if z < 0.0 and mpf(z) > -1 / mp.e:
            sweep += [(0, z), (-1, z)]
    for _ in range(80):
        sweep.append((0, 10.0 ** rng.uniform(-300, 308)))
        sweep.append((-1, -(10.0 ** rng.uniform(-320, -0.6))))
    for (br, z) in [(0, z) for z in both + w0_only] + [(-1, z) for z in both] + sweep:
        w = lambert_exact(z, br, 130)
        if VERIFY:
            check_digits("W%d(%r)" % (br, z), w, lambert_exact(z, br, 170))
        with mp.workdps(WORK_DPS):
            w = +w
        out.append({
            "id": "W%s(%s)" % ("0" if br == 0 else "-1", repr(z)),
            "kind": "lambertW", "family": "lambertW",
            "params": {"branch": br, "z": z},
            "w": dbl(w), "w50": s50(w),
            "wScale": 1e-300 / FLOOR_REL,   # purely relative (W(0) = 0 exactly)
        })
    return out


# --------------------------------------------------------------------------
# Exponential-rate inverse problem: hex(y) = r, y = lambda T, r = dX/(VT T).
# --------------------------------------------------------------------------
def hex_inverse_exact(dX, VT, T, dps):
    with mp.workdps(dps):
        dX, VT, T = mpf(dX), mpf(VT), mpf(T)
        r = dX / (VT * T)
        if r == 1:
            y = mpf(0)
        else:
            branch = -1 if r > 1 else 0
            z = -mp.exp(-1 / r) / r
            y0 = -mp.lambertw(z, branch).real - 1 / r
            if y0 == 0:
                y0 = 2 * (r - 1)
            # hexm1(y) = r - 1 has no trivial root at 0, unlike expm1(y) = r y
            g = lambda y: (mp.expm1(y) - y) / y - (r - 1)
            y = mp.findroot(g, y0, tol=mpf(10) ** -(dps - 10))
            assert abs(g(y)) <= mpf(10) ** -(dps - 20) * max(1, abs(r)), (dX, VT, T)
            assert (y > 0) == (r > 1)
        lam = y / T
        V0 = VT * mp.exp(y)
        return +V0, +lam


def hex_inverse_cases():
    out = []
    up = math.nextafter(300.0, math.inf)
    down = math.nextafter(300.0, 0.0)
    for (dX, VT, T) in [(300.0, 300.0, 1.0), (0.001, 0.002, 0.5), (up, 300.0, 1.0),
                        (down, 300.0, 1.0), (300.00000000001, 300.0, 1.0),
                        (299.9999999, 300.0, 1.0), (150.0, 600.0, 0.5), (10.0, 1000.0, 0.25),
                        (1.0, 3000.0, 0.2), (640.0, 55.0, 0.45), (5000.0, 0.01, 0.35),
                        (1e6, 1e-9, 2.0), (-75.0, -5.0, 3.0), (-75.0, -40.0, 3.0),
                        (-0.5, -1e-3, 0.125)]:
        V0, lam = hex_inverse_exact(dX, VT, T, 130)
        if VERIFY:
            V0b, lamb = hex_inverse_exact(dX, VT, T, 170)
            check_digits("hexInverse v0", V0, V0b)
            check_digits("hexInverse lambda", lam, lamb)
        with mp.workdps(WORK_DPS):
            V0, lam = +V0, +lam
        out.append({
            "id": "hexInverse dX=%s VT=%s T=%s" % (fmt(dX), fmt(VT), fmt(T)),
            "kind": "hexInverse", "family": "hexInverse",
            "params": {"dX": dX, "VT": VT, "T": T},
            "v0": dbl(V0), "v050": s50(V0), "lambda": dbl(lam), "lambda50": s50(lam),
            "v0Scale": dbl(abs(V0)),
            # lambda*T errors below FLOOR_REL count as absolute
            "lambdaScale": dbl(max(abs(lam), 1 / mpf(T))),
        })
    return out


# --------------------------------------------------------------------------
# Settle time of an exactly critically damped spring: the last t at which
#   e^{-alpha t} (|u0| + |v0 + alpha u0| t) = tol.
# With u0 and v0 + alpha u0 of the same sign this bound is |u(t)| itself.
# Closed form t = -W_{-1}(-(alpha tol / b) e^{-alpha a / b}) / alpha - a / b
# (a = |u0|, b = |v0 + alpha u0|), polished with findroot on
# f(t) = log(a + b t) - alpha t - log(tol), which is concave: its larger root
# is the last crossing.
# --------------------------------------------------------------------------
def settle_exact(x0, v0, target, m, k, c, tol, dps):
    with mp.workdps(dps):
        x0, v0, target, m, k, c, tol = map(mpf, (x0, v0, target, m, k, c, tol))
        alpha = c / (2 * m)
        u0 = x0 - target
        q = v0 + alpha * u0
        assert u0 * q >= 0 and q != 0
        a, b = abs(u0), abs(q)
        Z = -(alpha * tol / b) * mp.exp(-alpha * a / b)
        assert Z >= -1 / mp.e, "bound never reaches tol"
        t0 = -mp.lambertw(Z, -1).real / alpha - a / b
        f = lambda t: mp.log(a + b * t) - alpha * t - mp.log(tol)
        t = mp.findroot(f, t0, tol=mpf(10) ** -(dps - 10))
        assert t > 0 and abs(f(t)) <= mpf(10) ** -(dps - 15)
        assert b / (a + b * t) - alpha < 0            # decreasing: the last crossing
        return +t


def settle_cases():
    out = []
    for (x0, v0, target, m, k, c, tol) in [
            (100.0, 0.0, 0.0, 1.0, 4.0, 4.0, 1e-3),
            (-3.0, -50.0, 0.0, 1.0, 4.0, 4.0, 1e-3),
            (0.5, 10.0, -0.25, 0.25, 100.0, 10.0, 1e-3),
            (450.0, -2000.0, 500.0, 0.25, 100.0, 10.0, 1e-3),
            (1024.0, 4096.0, 0.0, 2.0, 8.0, 8.0, 1e-3),
            (0.0, 700.0, 0.0, 1.0, 100.0, 20.0, 1e-3),
            (-12.5, -0.125, 3.0, 0.5, 200.0, 20.0, 1e-3),
            (2.0, 0.03125, 0.0, 4.0, 1.0, 4.0, 1e-3),
            (0.0015, 0.0, 0.0, 1.0, 100.0, 20.0, 1e-3),
            (-800.0, 0.0, -200.0, 3.0, 12.0, 12.0, 1e-3),
            (37.0, 5.0, 0.0, 0.0625, 64.0, 4.0, 0.5),
            (37.0, 5.0, 0.0, 0.0625, 64.0, 4.0, 1e-6)]:
        assert exact_disc(m, k, c) == 0
        t = settle_exact(x0, v0, target, m, k, c, tol, 120)
        if VERIFY:
            check_digits("settle", t, settle_exact(x0, v0, target, m, k, c, tol, 160))
        with mp.workdps(WORK_DPS):
            t = +t
        p = {"x0": x0, "v0": v0, "target": target, "mass": m, "stiffness": k, "damping": c,
             "tolDistance": tol}
        out.append({
            "id": "settle m=%s k=%s c=%s x0=%s v0=%s target=%s tol=%s" % (
                fmt(m), fmt(k), fmt(c), fmt(x0), fmt(v0), fmt(target), fmt(tol)),
            "kind": "settle", "family": "settleCritical", "params": p,
            "t": dbl(t), "t50": s50(t),
        })
    return out


FAMILIES = ["underdamped", "nearCriticalBelow", "critical", "nearCriticalAbove", "overdamped",
            "heavyOverdamped", "friction", "gravity", "hex", "lambertW", "hexInverse",
            "settleCritical", "spring2D", "snap2D"]


def main():
    global VERIFY
    VERIFY = "--verify" in sys.argv[1:]
    here = os.path.dirname(os.path.abspath(__file__))
    cases = (spring_cases() + friction_cases() + gravity_cases() + hex_cases()
             + lambertw_cases() + hex_inverse_cases() + settle_cases() + spring2d_cases()
             + snap2d_cases())
    # stable order: by family (in FAMILIES order), then generation order
    cases.sort(key=lambda c: FAMILIES.index(c["family"]))
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids)), "duplicate case ids"
    doc = {
        "meta": {
            "generator": "tests/reference/generate.py (mpmath %s, %d working digits)"
                         % (mpmath.__version__, WORK_DPS),
            "digits": OUT_DIGITS,
            "floorRel": FLOOR_REL,
            "tGrid": T_GRID,
            "conditioning": "time points kept where a %s relative perturbation of each rate and "
                            "of t, and of each summed term, moves the value by <= %s in the "
                            "error measure; t = 0 always kept" % ("2^-52", "1e-13"),
            "units": "seconds, units/second; spring damping is the double c itself",
            "families": FAMILIES,
        },
        "cases": cases,
    }
    path = os.path.join(here, "fixtures.json")
    text = json.dumps(doc, separators=(",", ":"), allow_nan=False) + "\n"
    with open(path, "w") as f:
        f.write(text)
    counts = {}
    for c in cases:
        counts[c["family"]] = counts.get(c["family"], 0) + 1
    print("wrote %s: %d bytes, %d cases %s; time points %d, dropped %d ill-conditioned, "
          "%d overflowing%s" % (path, len(text), len(cases), counts, STATS["points"],
                                STATS["dropped_ill"], STATS["dropped_overflow"],
                                " (verified)" if VERIFY else ""), file=sys.stderr)


if __name__ == "__main__":
    main()
