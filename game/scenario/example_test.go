package scenario_test

import (
	"errors"
	"fmt"

	"github.com/spellstack/spellstack/game/scenario"
)

func ExampleParse() {
	src := `players Alice Bob
turn 3 Alice main1
battlefield Alice: 2x Mountain
hand Alice: Lightning Strike
battlefield Bob: Runeclaw Bear [as=bear]

Alice cast Lightning Strike -> bear   # 3 damage
!305.2 Alice play Mountain
resolve
expect zone bear graveyard
`
	s, err := scenario.Parse("bolt.scn", []byte(src))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, st := range s.Setup {
		fmt.Printf("%v %T: %v\n", st.Pos(), st, st)
	}
	for _, st := range s.Body {
		fmt.Printf("%v %T: %v\n", st.Pos(), st, st)
	}
	cast := s.Body[0].(*scenario.CastStmt)
	fmt.Printf("%s casts %q targeting %q\n", cast.Player, cast.Ref, cast.Targets)
	// Output:
	// bolt.scn:1 *scenario.PlayersStmt: players Alice Bob
	// bolt.scn:2 *scenario.TurnStmt: turn 3 Alice main1
	// bolt.scn:3 *scenario.ZoneStmt: battlefield Alice: 2x Mountain
	// bolt.scn:4 *scenario.ZoneStmt: hand Alice: Lightning Strike
	// bolt.scn:5 *scenario.ZoneStmt: battlefield Bob: Runeclaw Bear [as=bear]
	// bolt.scn:7 *scenario.CastStmt: Alice cast Lightning Strike -> bear
	// bolt.scn:8 *scenario.RefuseStmt: !305.2 Alice play Mountain
	// bolt.scn:9 *scenario.ResolveStmt: resolve
	// bolt.scn:10 *scenario.ExpectInZoneStmt: expect zone bear graveyard
	// Alice casts "Lightning Strike" targeting ["bear"]
}

func ExampleParse_errors() {
	src := `players Alice Bob
life Alice lots
Alice cast Shock -> Bob
Alice tap Mountain for X
expect pool Alice {R
`
	_, err := scenario.Parse("bad.scn", []byte(src))
	fmt.Println(err)
	var list scenario.ErrorList
	fmt.Println(errors.As(err, &list), len(list), errors.Is(err, scenario.ErrSyntax))
	// Output:
	// bad.scn:2:12: invalid life total "lots"
	// bad.scn:4:24: invalid colour "X" after for (want W, U, B, R, G or C)
	// bad.scn:5:21: invalid mana "{R" (want {W}{U}{B}{R}{G}{C} symbols, {N} for N colourless from 1, or empty)
	// true 3 true
}
