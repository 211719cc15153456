package scenario_test

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game/scenario"
	"github.com/spellstack/spellstack/internal/hostile"
)

// A script built by hand may hold what the parser never makes: Run and
// Format answer it with an error or text, never a panic (Run accepts only
// a script it can write as a file and read back the same). Scripts parsed
// from the suite get one field of one statement set to a hostile value
// (negative and huge numbers, unknown steps and zones, odd names, nil
// lists), or a statement dropped or set to nil.
func TestHandBuiltScriptsNeverPanic(t *testing.T) {
	files, err := scenario.Files("../../testdata/scenarios")
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(8, 9))
	for i := 0; i < len(files); i += 3 {
		for k := 0; k < 4; k++ {
			s, err := scenario.ParseFile(files[i])
			if err != nil {
				t.Fatal(err)
			}
			what := mutateScript(s, r)
			if _, err := hostile.Call(reflect.ValueOf(scenario.Run), []reflect.Value{reflect.ValueOf(s), reflect.ValueOf(card.Default())}); err != nil {
				t.Fatalf("%s with %s: Run: %v", files[i], what, err)
			}
			for _, st := range append(append([]scenario.Statement(nil), s.Setup...), s.Body...) {
				if _, err := hostile.Call(reflect.ValueOf(scenario.Format), []reflect.Value{reflect.ValueOf(&st).Elem()}); err != nil {
					t.Fatalf("%s with %s: Format: %v", files[i], what, err)
				}
			}
		}
	}
}

// mutateScript changes one statement of s and says how.
func mutateScript(s *scenario.Script, r *rand.Rand) string {
	list := &s.Body
	if len(s.Body) == 0 || r.IntN(3) == 0 {
		list = &s.Setup
	}
	if len(*list) == 0 {
		return "nothing changed"
	}
	i := r.IntN(len(*list))
	switch r.IntN(8) {
	case 0:
		(*list)[i] = nil
		return "a nil statement"
	case 1:
		*list = append((*list)[:i:i], (*list)[i+1:]...)
		return "a statement dropped"
	}
	v := reflect.ValueOf((*list)[i])
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return "nothing changed"
	}
	st := v.Elem()
	var fields []int
	for f := 0; f < st.NumField(); f++ {
		if st.Field(f).CanSet() {
			fields = append(fields, f)
		}
	}
	if len(fields) == 0 {
		return "nothing changed"
	}
	f := fields[r.IntN(len(fields))]
	st.Field(f).Set(hostile.Value(st.Field(f).Type(), r, nil))
	return st.Type().Name() + "." + st.Type().Field(f).Name + " set to " + hostile.Show([]reflect.Value{st.Field(f)})
}

// What the parser would refuse is refused by Run too, with the reason.
func TestHandBuiltScriptsRefused(t *testing.T) {
	players := &scenario.PlayersStmt{Names: []string{"Alice", "Bob"}}
	for _, c := range []struct {
		s    *scenario.Script
		want string
	}{
		{&scenario.Script{File: "a", Setup: []scenario.Statement{players, nil}}, "statement 2 of the setup is nil"},
		{&scenario.Script{File: "b", Setup: []scenario.Statement{players}, Body: []scenario.Statement{&scenario.RefuseStmt{}}},
			"statement 1 of the body is nil or refuses nothing"},
		{&scenario.Script{File: "c", Setup: []scenario.Statement{players},
			Body: []scenario.Statement{&scenario.ChooseStmt{Player: "Alice"}}}, "does not parse"},
		{&scenario.Script{File: "d", Setup: []scenario.Statement{players, &scenario.LifeStmt{Player: "Nobody", Life: 5}}}, "does not parse"},
		// A players line in the body reads back as the setup's.
		{&scenario.Script{File: "e", Body: []scenario.Statement{players}}, "read back the same"},
	} {
		err := scenario.Run(c.s, nil)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Run = %v, want an error containing %q", c.s.File, err, c.want)
		}
	}
}
