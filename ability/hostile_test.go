package ability_test

import (
	"testing"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/internal/hostile"
)

// No method of the ability package panics on hostile receivers and
// arguments (sets with unknown bits, amounts and scales at their limits,
// text to unmarshal).
func TestMethodsSurviveHostileArguments(t *testing.T) {
	hostile.Types(t, []any{&ability.Activated{}, ability.Amount{}, ability.Keyword(0), new(ability.Keyword),
		ability.Restriction(0), ability.Type(0), new(ability.Type), ability.Supertype(0), ability.Event(0)}, 200, 3, nil)
}

// No function of the ability package panics on hostile arguments: a
// colour that is no mana type, amounts at their limits, unknown names.
func TestFunctionsSurviveHostileArguments(t *testing.T) {
	hostile.Funcs(t, []hostile.Func{
		hostile.F("CreatureTypeIndex", ability.CreatureTypeIndex), hostile.F("IsCreatureType", ability.IsCreatureType),
		hostile.F("CloneActivated", ability.CloneActivated), hostile.F("CloneTriggered", ability.CloneTriggered),
		hostile.F("CloneStatics", ability.CloneStatics), hostile.F("TapForMana", ability.TapForMana), hostile.F("N", ability.N),
		hostile.F("If", ability.If), hostile.F("IfYouControl", ability.IfYouControl), hostile.F("ParseKeyword", ability.ParseKeyword),
		hostile.F("ParseSupertype", ability.ParseSupertype), hostile.F("ParseType", ability.ParseType),
	}, 300, 4, nil)
}
