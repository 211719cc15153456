package hostile

import (
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// Values gives a value of type ty that only the caller knows how to make
// hostile (or realistic), and false to let Value draw one.
type Values func(ty reflect.Type, r *rand.Rand) (reflect.Value, bool)

var (
	ints    = []int64{-1, 0, 1, 2, 3, 4, 5, 7, 100, -128, 127, 255, math.MaxInt16, math.MaxInt32, math.MinInt32, math.MaxInt64, math.MinInt64}
	uints   = []uint64{0, 1, 2, 3, 5, 6, 7, 8, 12, 13, 200, 255, math.MaxUint16, math.MaxUint32, math.MaxUint64}
	strs    = []string{"", "A", "C", "Lightning Strike", "{X}{R}", "\x00\xff", " ", strings.Repeat("x", 300)}
	writerT = reflect.TypeOf((*io.Writer)(nil)).Elem()
	readerT = reflect.TypeOf((*io.Reader)(nil)).Elem()
)

// Value returns a value of type ty: custom's if it gives one, else an
// edge value of ty's kind (numbers converted with wraparound, as a
// caller's conversion would), structures zero or filled field by field,
// slices of up to three elements or nil, pointers nil or to a hostile
// value, maps and channels nil, functions nil or returning zero values.
func Value(ty reflect.Type, r *rand.Rand, custom Values) reflect.Value {
	if custom != nil {
		if v, ok := custom(ty, r); ok {
			return v
		}
	}
	switch ty {
	case writerT:
		return reflect.ValueOf(io.Discard)
	case readerT:
		return reflect.ValueOf(strings.NewReader(strs[r.IntN(len(strs))]))
	}
	switch ty.Kind() {
	case reflect.Bool:
		return reflect.ValueOf(r.IntN(2) == 0).Convert(ty)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return reflect.ValueOf(ints[r.IntN(len(ints))]).Convert(ty)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return reflect.ValueOf(uints[r.IntN(len(uints))]).Convert(ty)
	case reflect.Float32, reflect.Float64:
		return reflect.ValueOf([]float64{0, -1, math.NaN(), math.Inf(1), 1e300}[r.IntN(5)]).Convert(ty)
	case reflect.String:
		return reflect.ValueOf(strs[r.IntN(len(strs))]).Convert(ty)
	case reflect.Func:
		if r.IntN(2) == 0 {
			return reflect.Zero(ty)
		}
		return reflect.MakeFunc(ty, func([]reflect.Value) []reflect.Value {
			out := make([]reflect.Value, ty.NumOut())
			for i := range out {
				out[i] = reflect.Zero(ty.Out(i))
			}
			return out
		})
	case reflect.Slice:
		n := r.IntN(4)
		if n == 0 && r.IntN(2) == 0 {
			return reflect.Zero(ty)
		}
		s := reflect.MakeSlice(ty, n, n)
		for i := 0; i < n; i++ {
			s.Index(i).Set(Value(ty.Elem(), r, custom))
		}
		return s
	case reflect.Array:
		a := reflect.New(ty).Elem()
		for i := 0; i < ty.Len(); i++ {
			a.Index(i).Set(Value(ty.Elem(), r, custom))
		}
		return a
	case reflect.Struct:
		s := reflect.New(ty).Elem()
		if r.IntN(3) == 0 {
			return s
		}
		for i := 0; i < ty.NumField(); i++ {
			if f := s.Field(i); f.CanSet() {
				f.Set(Value(f.Type(), r, custom))
			}
		}
		return s
	case reflect.Pointer:
		if r.IntN(2) == 0 {
			return reflect.Zero(ty)
		}
		p := reflect.New(ty.Elem())
		p.Elem().Set(Value(ty.Elem(), r, custom))
		return p
	}
	return reflect.Zero(ty) // maps, channels, interfaces: nil
}

// Receiver is Value for a method's receiver: a pointer type gets a
// pointer to a hostile value, never nil (calling a method on a nil
// pointer is the caller's bug in any Go package, not an input).
func Receiver(ty reflect.Type, r *rand.Rand, custom Values) reflect.Value {
	if ty.Kind() != reflect.Pointer {
		return Value(ty, r, custom)
	}
	p := reflect.New(ty.Elem())
	p.Elem().Set(Value(ty.Elem(), r, custom))
	return p
}

// Args returns arguments for a function of type ft from its from-th
// parameter on (1 skips a method's receiver), with zero to two values
// for a variadic parameter.
func Args(ft reflect.Type, from int, r *rand.Rand, custom Values) []reflect.Value {
	var args []reflect.Value
	for j := from; j < ft.NumIn(); j++ {
		in := ft.In(j)
		if ft.IsVariadic() && j == ft.NumIn()-1 {
			for n := r.IntN(3); n > 0; n-- {
				args = append(args, Value(in.Elem(), r, custom))
			}
			continue
		}
		args = append(args, Value(in, r, custom))
	}
	return args
}

// Call calls fn with args and returns its results, or a panic as an error.
func Call(fn reflect.Value, args []reflect.Value) (out []reflect.Value, err error) {
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("panic: %v", v)
		}
	}()
	return fn.Call(args), nil
}

// Show formats args for a failure message, each cut at 400 bytes.
func Show(args []reflect.Value) string {
	var parts []string
	for _, a := range args {
		text := "<invalid>"
		switch {
		case a.Kind() == reflect.Func:
			text = fmt.Sprintf("func (nil: %v)", a.IsNil())
		case a.IsValid():
			text = fmt.Sprintf("%+v", a.Interface())
		}
		if len(text) > 400 {
			text = text[:400] + "..."
		}
		parts = append(parts, text)
	}
	return strings.Join(parts, ", ")
}

// Methods calls every exported method of the values fresh returns, n
// times each with hostile arguments (seeded by seed, so a failure
// repeats), each call on a value fresh made for it, and reports every
// panic through t.
func Methods(t testing.TB, fresh func() any, n int, seed uint64, custom Values) {
	t.Helper()
	ty := reflect.TypeOf(fresh())
	for i := 0; i < ty.NumMethod(); i++ {
		m := ty.Method(i)
		r := rand.New(rand.NewPCG(seed, uint64(i)))
		for k := 0; k < n; k++ {
			args := append([]reflect.Value{reflect.ValueOf(fresh())}, Args(m.Type, 1, r, custom)...)
			if _, err := Call(m.Func, args); err != nil {
				t.Errorf("%v.%s(%s): %v", ty, m.Name, Show(args[1:]), err)
				break
			}
		}
	}
}

// Types is Methods for the types of samples (their values don't matter):
// each call's receiver is itself hostile (Receiver), so a value type's
// methods see out-of-range enumerations and odd fields too.
func Types(t testing.TB, samples []any, n int, seed uint64, custom Values) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, seed))
	for _, s := range samples {
		ty := reflect.TypeOf(s)
		Methods(t, func() any { return Receiver(ty, r, custom).Interface() }, n, seed, custom)
	}
}

// Func names a package-level function for Funcs.
type Func struct {
	Name string
	Fn   any
}

// Funcs calls each function of fns n times with hostile arguments
// (nil pointers included: a nil a function is handed is an input, not a
// receiver), seeded by seed, and reports every panic through t.
func Funcs(t testing.TB, fns []Func, n int, seed uint64, custom Values) {
	t.Helper()
	for i, f := range fns {
		fn := reflect.ValueOf(f.Fn)
		r := rand.New(rand.NewPCG(seed, uint64(i)))
		for k := 0; k < n; k++ {
			args := Args(fn.Type(), 0, r, custom)
			if _, err := Call(fn, args); err != nil {
				t.Errorf("%s(%s): %v", f.Name, Show(args), err)
				break
			}
		}
	}
}

// F is the Func named name calling fn.
func F(name string, fn any) Func { return Func{Name: name, Fn: fn} }
