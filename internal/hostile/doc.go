// Package hostile calls the exported methods of a value with hostile
// arguments — negative and huge numbers, out-of-range enumerations,
// strings with odd bytes, zero and half-filled structures, nil slices,
// pointers and callbacks — for the tests that check the engine's packages
// never panic on caller input (a refusal is an error or a documented
// zero answer, never a crash).
//
// A package's test draws arguments with Args, adding values only it knows
// (the IDs of a game's objects, legal actions) through a Values hook, and
// calls through Call, which turns a panic into an error:
//
//	m := reflect.TypeOf(recv).Method(i)
//	args := append([]reflect.Value{reflect.ValueOf(recv)}, hostile.Args(m.Type, 1, r, custom)...)
//	if _, err := hostile.Call(m.Func, args); err != nil {
//		t.Errorf("%s(%s): %v", m.Name, hostile.Show(args[1:]), err)
//	}
//
// Methods runs that loop over every exported method of fresh receivers,
// and Types over receivers that are hostile values themselves.
package hostile
