package scenario_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game/scenario"
)

// TestScenarios runs every scenario file under testdata/scenarios, as
// examples/scenario does, so that go test ./... covers them.
func TestScenarios(t *testing.T) {
	files, err := scenario.Files("../../testdata/scenarios")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no scenario files found")
	}
	for _, f := range files {
		t.Run(f[len("../../testdata/scenarios/"):], func(t *testing.T) {
			if err := scenario.RunFile(f); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// With several opponents an attacker must name what it attacks: a bare
// REF is a runner error naming the line, not a refusal; and the runner
// rejects a fifth player and Two-Headed Giant with three.
func TestRunMultiplayerErrors(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"players Alice Bob Carol\nturn 3 Alice main1\nbattlefield Alice: Runeclaw Bear [as=bear]\ngoto attackers\nAlice attack bear\n",
			"m.scn:5: attack: Alice has several opponents"},
		{"players Alice Bob Carol Dave Eve\n", "m.scn:1: the engine plays games of 2 to 4 players, not 5"},
		{"players Alice Bob Carol\nrule variant=two-headed-giant\n", "Two-Headed Giant is played by two teams of two"},
		{"players Alice Bob\nbattlefield Alice: Runeclaw Bear [loyalty=5]\n", "m.scn:2: loyalty= is a planeswalker's loyalty"},
	} {
		wantFailure(t, "m.scn", c.src, c.want)
	}
}

// wantFailure runs src as file name and reports an error unless the run
// fails with a *Failure whose text contains want.
func wantFailure(t *testing.T, name, src, want string) {
	t.Helper()
	s, err := scenario.Parse(name, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	err = scenario.Run(s, card.Default())
	var f *scenario.Failure
	if !errors.As(err, &f) || !strings.Contains(err.Error(), want) {
		t.Errorf("%q: got %v, want a failure containing %q", src, err, want)
	}
}

// Run refuses a nil script, and plays with the default catalog when
// given none.
func TestRunNil(t *testing.T) {
	if err := scenario.Run(nil, card.Default()); err == nil {
		t.Error("Run(nil, catalog) = nil, want an error")
	}
	s, err := scenario.Parse("n.scn", []byte("players Alice Bob\nbattlefield Alice: Runeclaw Bear\nexpect battlefield Alice: Runeclaw Bear\n"))
	if err != nil {
		t.Fatal(err)
	}
	if err := scenario.Run(s, nil); err != nil {
		t.Errorf("Run(s, nil) = %v, want the default catalog's cards", err)
	}
}

// A hand-built script that breaks a rule of the format fails at the
// position its statement gives, as a *Failure that also matches
// ErrSyntax, not at a line of the text Run formats it into.
func TestRunHandBuiltScriptFailsAtItsOwnPositions(t *testing.T) {
	at := func(l int) scenario.Node { return scenario.Node{At: scenario.Pos{File: "gen.scn", Line: l}} }
	s := &scenario.Script{File: "gen.scn", Setup: []scenario.Statement{
		&scenario.PlayersStmt{Node: at(10), Names: []string{"Alice", "Bob"}},
		&scenario.LifeStmt{Node: at(30), Player: "Carol", Life: 5},
	}, Body: []scenario.Statement{&scenario.ExpectTurnStmt{Node: at(40), Turn: 2}}}
	err := scenario.Run(s, nil)
	var f *scenario.Failure
	if !errors.As(err, &f) || f.Pos.Line != 30 || !errors.Is(err, scenario.ErrSyntax) {
		t.Fatalf("Run = %v, want a *Failure at gen.scn:30 wrapping ErrSyntax", err)
	}
	if want := `gen.scn:30: undeclared player "Carol" (in "life Carol 5")`; err.Error() != want {
		t.Errorf("Run = %q, want %q", err, want)
	}
	s.Setup = s.Setup[:1]
	s.Body = append(s.Body, &scenario.ExpectTurnStmt{Node: at(50), Turn: 2})
	s.Body[0] = &scenario.LifeStmt{Node: at(45), Player: "Dora", Life: 1}
	if err := scenario.Run(s, nil); !errors.As(err, &f) || f.Pos.Line != 45 {
		t.Errorf("Run = %v, want a failure at gen.scn:45 (the body, after the blank line)", err)
	}
}

// TestScenariosThroughSaves runs every scenario file again, with the game
// saved and loaded after every action: the loaded game must have the
// same state and legal actions, and the rest of the file must pass on
// it (a save holds everything the rules can still ask about).
func TestScenariosThroughSaves(t *testing.T) {
	defer scenario.SetSaveEveryAction(true)()
	runEveryScenario(t)
}

// runEveryScenario runs each file of testdata/scenarios as a subtest.
func runEveryScenario(t *testing.T) {
	files, err := scenario.Files("../../testdata/scenarios")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		t.Run(f[len("../../testdata/scenarios/"):], func(t *testing.T) {
			if err := scenario.RunFile(f); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestScenariosConcedingAnywhere runs every scenario file again, and
// before every action lets each player concede on a copy of the game
// (CR 104.3a: a player may concede at any time): the game left must keep
// its invariants, have a decision someone can answer (or be over),
// accept every action it lists, and load from its own save (CR 800.4).
func TestScenariosConcedingAnywhere(t *testing.T) {
	defer scenario.SetConcedeEveryAction(true)()
	runEveryScenario(t)
}

// A hand-built script that can't be written as a file fails as every
// failed run does: a *Failure wrapping ErrFailed, here of line 0, with
// the parse error behind it.
func TestRunOfAnUnwritableScriptIsAFailure(t *testing.T) {
	err := scenario.Run(&scenario.Script{File: "built"}, nil)
	var f *scenario.Failure
	require.ErrorAs(t, err, &f)
	require.ErrorIs(t, err, scenario.ErrFailed)
	require.Equal(t, scenario.Pos{File: "built"}, f.Pos)
	require.Contains(t, err.Error(), "built:0: the script, written as a file, does not parse")
}

// Run runs what a hand-built script's text says, not fields its text
// doesn't show: an Item with Count 0 is written, and run, as one card;
// a failing statement without a position is named by its line in the
// script's text (Script.String), one with a position by that position.
func TestRunRunsAHandBuiltScriptAsItsTextReads(t *testing.T) {
	s := &scenario.Script{File: "built",
		Setup: []scenario.Statement{
			&scenario.PlayersStmt{Names: []string{"Alice", "Bob"}},
			&scenario.ZoneStmt{Zone: "hand", Player: "Alice", Items: []scenario.Item{{Name: "Forest"}}},
		},
		Body: []scenario.Statement{
			&scenario.ExpectCountStmt{Zone: "hand", Player: "Alice", Count: 1},
			&scenario.ExpectLifeStmt{Player: "Bob", Life: 18},
		},
	}
	err := scenario.Run(s, nil)
	var f *scenario.Failure
	require.ErrorAs(t, err, &f)
	require.Equal(t, scenario.Pos{File: "built", Line: 5}, f.Pos, "the life line, the fifth of the text: %v\n%s", err, s)
	require.Contains(t, f.Msg, "life Bob")

	s.Body[1] = &scenario.ExpectLifeStmt{Node: scenario.Node{At: scenario.Pos{File: "built", Line: 42}}, Player: "Bob", Life: 18}
	require.ErrorAs(t, scenario.Run(s, nil), &f)
	require.Equal(t, 42, f.Pos.Line, "a statement's own position is kept")
}
