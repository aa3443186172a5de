package semantics

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	sim "github.com/ascend-toolchain/asc/simulator"
)

const lt5 = "!ascendc.local_tensor<512xf16>"

// t5Kernel runs body over 512 f16: x is copied into UB %a, %o (zeros) is copied out to y.
// %s<i> (i = 0..15) view block i of %a and %d<j> block 15-j of %o (16-element subindex
// views); %c0 (i32) is defined.
func t5Kernel(t *testing.T, body string, x []float32) ([]byte, string) {
	t.Helper()
	var views strings.Builder
	for i := 0; i < 16; i++ {
		fmt.Fprintf(&views, "  %%i%d = arith.constant %d : i32\n", i, 16*i)
		fmt.Fprintf(&views, "  %%s%d = ascendc.local_tensor.subindex %%a[%%i%d] : %s, i32, %s\n", i, i, lt5, lt5)
		fmt.Fprintf(&views, "  %%j%d = arith.constant %d : i32\n", i, 16*(15-i))
		fmt.Fprintf(&views, "  %%d%d = ascendc.local_tensor.subindex %%o[%%j%d] : %s, i32, %s\n", i, i, lt5, lt5)
	}
	src := `func.func @k(%x: memref<?xf16, 22>, %y: memref<?xf16, 22>) {
  %c0 = arith.constant 0 : i32
  %n = arith.constant 512 : i32
  %zero = arith.constant 0.0 : f16
  %gx = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gx, %x : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %gy = ascendc.global_tensor : !ascendc.global_tensor<*xf16>
  ascendc.global_tensor.set_global_buffer %gy, %y : !ascendc.global_tensor<*xf16>, memref<?xf16, 22>
  %a = ascendc.local_tensor_v3 vecin, 0, 512 : LT
  %o = ascendc.local_tensor_v3 vecout, 8192, 512 : LT
  ascendc.data_copy_l2 %a, %gx, %n : LT, !ascendc.global_tensor<*xf16>, i32
  ascendc.duplicate_l2 %o, %zero, %n : LT, f16, i32
  ascendc.pipe_barrier pipe_v
  ascendc.set_flag mte2_v, %c0 : i32
  ascendc.wait_flag mte2_v, %c0 : i32
VIEWS
BODY
  ascendc.set_flag v_mte3, %c0 : i32
  ascendc.wait_flag v_mte3, %c0 : i32
  ascendc.data_copy_l2 %gy, %o, %n : !ascendc.global_tensor<*xf16>, LT, i32
  return
}`
	src = strings.NewReplacer("LT", lt5, "VIEWS", views.String(), "BODY", body).Replace(src)
	y := &sim.Arg{Kind: sim.ArgOut, Data: make([]byte, 1024), Name: "y"}
	_, d := kernel(t, src, 1, &sim.Arg{Kind: sim.ArgIn, Data: f16bits(x...), Name: "x"}, y)
	return y.Data, d
}

func xs512() []float32 {
	x := make([]float32, 512)
	for i := range x {
		x[i] = float32(i%300) - 100
	}
	return x
}

// t5Params builds TransDataTo5HDParams(false, false, 2 repeats, 16-block strides): repeat 1
// works on the second 16x16 matrix of %a and %o.
const t5Params = `  %false = arith.constant false
  %rep = arith.constant 2 : i32
  %rs = arith.constant 16 : i32
  %tp = ascendc.construct !ascendc.trans_data_to_5hd_params(%false, %false, %rep, %rs, %rs) [i1, i1, ui8, ui16, ui16] : i1, i1, i32, i32, i32
`

func list(prefix string, f func(i int) string) string {
	s := make([]string, 16)
	for i := range s {
		s[i] = prefix + f(i)
	}
	return strings.Join(s, ", ")
}

// checkT5 compares y with the definition: for each repeat r, destination block j (list
// position j, stored at block 15-j) holds column j of the 16x16 matrix whose rows are the
// source blocks.
func checkT5(t *testing.T, name string, y []byte, x []float32) {
	t.Helper()
	for r := 0; r < 2; r++ {
		for j := 0; j < 16; j++ {
			for i := 0; i < 16; i++ {
				got := f16at(y, 256*r+16*(15-j)+i)
				want := f16at(f16bits(x...), 256*r+16*i+j)
				if got != want {
					t.Fatalf("%s: repeat %d dst block %d element %d = %v, want %v", name, r, j, i, got, want)
				}
			}
		}
	}
}

func TestTransDataTo5HDTensorList(t *testing.T) {
	x := xs512()
	tys := strings.Repeat(lt5+", ", 32)
	y, d := t5Kernel(t, t5Params+`  ascendc.trans_data_to_5hd_tensor_list `+list("%d", strconv.Itoa)+`, `+list("%s", strconv.Itoa)+
		`, %tp {operandSegmentSizes = array<i32: 16, 16, 1>} : `+tys+`!ascendc.trans_data_to_5hd_params`, x)
	if d != "" {
		t.Fatal(d)
	}
	checkT5(t, "tensor list", y, x)
}

func phyAddrs(prefix string) string {
	var b strings.Builder
	for i := 0; i < 16; i++ {
		fmt.Fprintf(&b, "  %%p%s%d = ascendc.local_tensor.get_phy_addr %%%s%d : %s, ui64\n", prefix, i, prefix, i, lt5)
	}
	return b.String()
}

func TestTransDataTo5HDUintList(t *testing.T) {
	x := xs512()
	y, d := t5Kernel(t, t5Params+phyAddrs("d")+phyAddrs("s")+`  ascendc.trans_data_to_5hd_uint_list `+list("%pd", strconv.Itoa)+`, `+list("%ps", strconv.Itoa)+
		`, %tp {operandSegmentSizes = array<i32: 16, 16, 1>} : `+strings.Repeat("ui64, ", 32)+`!ascendc.trans_data_to_5hd_params`, x)
	if d != "" {
		t.Fatal(d)
	}
	checkT5(t, "uint list", y, x)
}

func TestTransDataTo5HDAddrTensor(t *testing.T) {
	x := xs512()
	var b strings.Builder
	b.WriteString(t5Params + phyAddrs("d") + phyAddrs("s"))
	b.WriteString("  %ad = ascendc.local_tensor_v3 veccalc, 16384, 16 : !ascendc.local_tensor<16xui64>\n")
	b.WriteString("  %as = ascendc.local_tensor_v3 veccalc, 16512, 16 : !ascendc.local_tensor<16xui64>\n")
	for i := 0; i < 16; i++ {
		fmt.Fprintf(&b, "  %%k%d = arith.constant %d : i32\n", i, i)
		fmt.Fprintf(&b, "  ascendc.local_tensor.set_value %%ad, %%k%d, %%pd%d : !ascendc.local_tensor<16xui64>, i32, ui64\n", i, i)
		fmt.Fprintf(&b, "  ascendc.local_tensor.set_value %%as, %%k%d, %%ps%d : !ascendc.local_tensor<16xui64>, i32, ui64\n", i, i)
	}
	b.WriteString(`  ascendc.set_flag s_v, %c0 : i32
  ascendc.wait_flag s_v, %c0 : i32
  ascendc.trans_data_to_5hd %ad, %as, %tp : !ascendc.local_tensor<16xui64>, !ascendc.local_tensor<16xui64>, !ascendc.trans_data_to_5hd_params`)
	y, d := t5Kernel(t, b.String(), x)
	if d != "" {
		t.Fatal(d)
	}
	checkT5(t, "address tensor", y, x)
}

func TestTransDataTo5HDRefused(t *testing.T) {
	x := xs512()
	tys := strings.Repeat(lt5+", ", 32)
	call := `  ascendc.trans_data_to_5hd_tensor_list ` + list("%d", strconv.Itoa) + `, ` + list("%s", strconv.Itoa) +
		`, %tp {operandSegmentSizes = array<i32: 16, 16, 1>} : ` + tys + `!ascendc.trans_data_to_5hd_params`
	high := `  %true = arith.constant true
  %one = arith.constant 1 : i32
  %tp = ascendc.construct !ascendc.trans_data_to_5hd_params(%true, %true, %one, %one, %one) [i1, i1, ui8, ui16, ui16] : i1, i1, i32, i32, i32
`
	if _, d := t5Kernel(t, high+call, x); !strings.Contains(d, "dstHighHalf/srcHighHalf set") {
		t.Errorf("high half: got %q", d)
	}
	// A 2-byte view offset breaks the 32-byte block alignment.
	odd := strings.Replace(t5Params+call, "%s3, ", "%odd, ", 1)
	if _, d := t5Kernel(t, "  %i1e = arith.constant 1 : i32\n  %odd = ascendc.local_tensor.subindex %a[%i1e] : "+lt5+", i32, "+lt5+"\n"+odd, x); !strings.Contains(d, "block address 2 (src 3) is not 32-byte aligned") {
		t.Errorf("unaligned: got %q", d)
	}
	// 32-bit elements: refused when the kernel is compiled.
	f32call := `  %b0 = ascendc.local_tensor_v3 veccalc, 32768, 64 : !ascendc.local_tensor<64xf32>
  ascendc.trans_data_to_5hd_tensor_list ` + list("%b", func(int) string { return "0" }) + `, ` + list("%b", func(int) string { return "0" }) +
		`, %tp {operandSegmentSizes = array<i32: 16, 16, 1>} : ` + strings.Repeat("!ascendc.local_tensor<64xf32>, ", 32) + `!ascendc.trans_data_to_5hd_params`
	if _, d := t5Kernel(t, t5Params+f32call, x); !strings.Contains(d, "is not simulated for f32 elements") {
		t.Errorf("f32: got %q", d)
	}
}

// TestTransDataTo5HDInitStruct builds the params the way PyAsc does, member by member:
// the members not set keep their defaults (no high halves).
func TestTransDataTo5HDInitStruct(t *testing.T) {
	x := xs512()
	tys := strings.Repeat(lt5+", ", 32)
	y, d := t5Kernel(t, `  %rep = arith.constant 2 : i32
  %rs = arith.constant 16 : i32
  %tp = emitasc.init_struct !ascendc.trans_data_to_5hd_params("repeatTimes" = %rep : i32, "dstRepStride" = %rs : i32, "srcRepStride" = %rs : i32)
  ascendc.trans_data_to_5hd_tensor_list `+list("%d", strconv.Itoa)+`, `+list("%s", strconv.Itoa)+
		`, %tp {operandSegmentSizes = array<i32: 16, 16, 1>} : `+tys+`!ascendc.trans_data_to_5hd_params`, x)
	if d != "" {
		t.Fatal(d)
	}
	checkT5(t, "init_struct params", y, x)
}
