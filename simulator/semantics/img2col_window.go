package semantics

import (
	"fmt"

	"github.com/ascend-toolchain/asc/dialect/ascendc/arch"
	sim "github.com/ascend-toolchain/asc/simulator"
)

// img2colGeom is what one LoadData 3dv2 reads and writes (docs/sim/cube-load.md §5). The
// feature map is [c1][l1H][l1W][C0] in L1 (NC1HWC0, C0 = 32 bytes of elements). The
// img2col matrix has a row per output position m = ho·wo' + wo and a column per
// k = ((c1·filterH + kh)·filterW + kw)·C0 + c0, the K order of FRACTAL_Z weights.
type img2colGeom struct {
	es, c0             int64
	l1H, l1W, c1       int64
	left, top          int64
	sW, sH, kW, kH     int64
	dW, dH             int64
	wo                 int64 // output positions per row
	mStart, mExt       int64
	kStart, kExt       int64
	mFracs, kFracs     int64 // the destination window in 16-row × C0 fractals
	fmBytes, dstBytes  int64
	outRows, kElements int64 // Ho·Wo and channelSize·filterH·filterW
}

// geometry checks the parameters and computes the window, or returns the diagnostic:
// "is not simulated for ..." for a form the model refuses, a range error otherwise.
func (p *load3dV2) geometry(d sim.DType) (img2colGeom, string) {
	es := int64(d.Size())
	g := img2colGeom{es: es, c0: c0(es), l1H: p.l1H, l1W: p.l1W, left: p.padList[0], top: p.padList[2],
		sW: p.strideW, sH: p.strideH, kW: p.filterW, kH: p.filterH, dW: p.dilW, dH: p.dilH,
		mStart: p.mStart, mExt: p.mExt, kStart: p.kStart, kExt: p.kExt}
	refuse := func(f string, a ...any) (img2colGeom, string) {
		return g, "is not simulated for " + fmt.Sprintf(f, a...)
	}
	switch {
	case p.padListErr != "":
		return refuse("%s", p.padListErr)
	case p.enTranspose:
		return refuse("LoadData3DParamsV2 with enTranspose set")
	case p.enSmallK:
		return refuse("LoadData3DParamsV2 with enSmallK set")
	case p.filterSizeW || p.filterSizeH:
		return refuse("LoadData3DParamsV2 with filterSizeW/filterSizeH set (filters wider than 255)")
	case p.fmR:
		return refuse("LoadData3DParamsV2 with fMatrixCtrl set (the right FMATRIX)")
	case p.channelSize%g.c0 != 0 || p.channelSize == 0:
		return refuse("channelSize %d with %s elements (only multiples of C0 = %d)", p.channelSize, d, g.c0)
	case p.kStart%g.c0 != 0:
		return refuse("kStartPt %d (only multiples of C0 = %d)", p.kStart, g.c0)
	case p.mStart%16 != 0:
		return refuse("mStartPt %d (only multiples of 16)", p.mStart)
	}
	for _, f := range []struct {
		name   string
		v, max int64
	}{{"l1H", p.l1H, 32767}, {"l1W", p.l1W, 32767}, {"strideW", p.strideW, 63}, {"strideH", p.strideH, 63},
		{"filterW", p.filterW, 255}, {"filterH", p.filterH, 255}, {"dilationFilterW", p.dilW, 255},
		{"dilationFilterH", p.dilH, 255}, {"kExtension", p.kExt, 65535}, {"mExtension", p.mExt, 65535}} {
		if f.v < 1 || f.v > f.max {
			return g, fmt.Sprintf("LoadData3DParamsV2 %s %d is outside 1..%d", f.name, f.v, f.max)
		}
	}
	g.c1 = p.channelSize / g.c0
	hSpan := p.l1H + p.padList[2] + p.padList[3] - p.dilH*(p.filterH-1) - 1
	wSpan := p.l1W + p.padList[0] + p.padList[1] - p.dilW*(p.filterW-1) - 1
	if hSpan < 0 || wSpan < 0 {
		return g, fmt.Sprintf("LoadData3DParamsV2: the dilated %dx%d filter does not fit the padded %dx%d feature map", p.filterH, p.filterW, p.l1H, p.l1W)
	}
	g.wo = wSpan/p.strideW + 1
	g.outRows = (hSpan/p.strideH + 1) * g.wo
	g.kElements = p.channelSize * p.filterH * p.filterW
	if p.mStart+p.mExt > g.outRows {
		return refuse("rows [%d, %d) of an img2col matrix of %d rows (Ho·Wo; rows past it are not pinned)", p.mStart, p.mStart+p.mExt, g.outRows)
	}
	if p.kStart+p.kExt > g.kElements {
		return g, fmt.Sprintf("LoadData3DParamsV2: columns [%d, %d) are past the img2col matrix's %d (channelSize·filterH·filterW)", p.kStart, p.kStart+p.kExt, g.kElements)
	}
	g.mFracs, g.kFracs = cdiv(p.mExt, 16), cdiv(p.kExt, g.c0)
	g.fmBytes = g.c1 * p.l1H * p.l1W * g.c0 * es
	g.dstBytes = g.mFracs * g.kFracs * 16 * g.c0 * es
	return g, ""
}

// source is the byte offset in the feature map of the C0 channels that row m, k-block kb
// of the img2col matrix reads, or -1 when that position is padding.
func (g *img2colGeom) source(m, kb int64) int64 {
	c1, kk := kb/(g.kH*g.kW), kb%(g.kH*g.kW)
	h := (m/g.wo)*g.sH - g.top + (kk/g.kW)*g.dH
	w := (m%g.wo)*g.sW - g.left + (kk%g.kW)*g.dW
	if h < 0 || h >= g.l1H || w < 0 || w >= g.l1W {
		return -1
	}
	return ((c1*g.l1H+h)*g.l1W + w) * g.c0 * g.es
}

// img2colWindow writes rows [mStart, mStart+mExtension) × columns [kStart,
// kStart+kExtension) of the img2col matrix into L0A as a matrix of mExtension ×
// kExtension in the fractal order Mmad reads from L0A (16×C0 fractals, row of fractals
// after row of fractals, rows inside). Padding positions take the padding value. The
// slots of the last fractals past mExtension or kExtension are not pinned by any source:
// they keep their bytes and become undefined, so only a consumer of them is reported.
func img2colWindow(c *sim.Core, in *sim.Instr, via pipeSel, dst, src *sim.Tensor, g img2colGeom, pad []byte) sim.Ctl {
	p, err := arch.CopyPipe(dst.Space, src.Space)
	if err != nil {
		return c.Fatal(in, "%v", err)
	}
	if via.rule == arch.FixedPipe {
		p = via.pipe
	}
	cost := c.Cost()
	c.Issue(in, p, int64(float64(g.dstBytes)/cost.L0ABytesPerCycle+0.5)+1, cost.MTE1Latency)
	if _, ok := c.Mem(in, p, src, 0, g.fmBytes, false); !ok {
		return sim.Fail
	}
	out, ok := c.Mem(in, p, dst, 0, g.dstBytes, true)
	if !ok {
		return sim.Fail
	}
	fm := rawBytes(c, src, 0)
	row := g.c0 * g.es
	undef := c.TakeUndefined()
	for mi := int64(0); mi < g.mFracs*16; mi++ {
		for kf := int64(0); kf < g.kFracs; kf++ {
			at := ((mi/16)*g.kFracs+kf)*16*row + (mi%16)*row
			if mi >= g.mExt {
				c.Poison(in, dst, at, row, 0)
				continue
			}
			n := min(g.kExt-kf*g.c0, g.c0) * g.es
			if n < row {
				c.Poison(in, dst, at+n, row-n, 0)
			}
			s := g.source(g.mStart+mi, g.kStart/g.c0+kf)
			if s < 0 {
				for b := int64(0); b < n; b += g.es {
					copy(out[at+b:], pad)
				}
				continue
			}
			copy(out[at:at+n], fm[s:s+n])
			if undef {
				if u, o := c.Undefined(src, s, n); u {
					c.Poison(in, dst, at, n, o)
				}
			}
		}
	}
	return sim.Next
}
