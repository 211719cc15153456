package game

import (
	"math/rand/v2"
	"testing"

	"github.com/spellstack/spellstack/mana"
)

// fieldsValid, the quick check every applied action takes, gives the
// same answer as checkFields, which builds the errors, for random
// actions against every set of used fields: fields at zero, in range,
// just out of range, and declarations with zero or valid entries.
func TestFieldsValidAgrees(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	pick := func(vals ...int) int { return vals[r.IntN(len(vals))] }
	checked, valid := 0, 0
	for i := 0; i < 300000; i++ {
		use := fieldSet(r.IntN(1 << 10))
		choices := pick(-1, 0, 1, 3)
		var a Action
		a.Kind, a.Player = ActCast, 0
		if r.IntN(2) == 0 {
			a.Object = ObjectID(pick(0, 0, 5))
			a.Ability = pick(0, 0, 1, -1)
			a.X = pick(0, 0, 2, -1)
			a.Color = mana.Color(pick(0, 0, 1, int(mana.NumTypes)-1, int(mana.NumTypes)))
			a.Choice = pick(0, 0, 1, 2, 3, -1)
			a.Discard = ObjectID(pick(0, 0, 4))
		}
		if r.IntN(3) == 0 {
			a.NumTargets = pick(0, 1, 2, 4, 5, -1)
			for k := range a.Targets {
				if r.IntN(2) == 0 {
					a.Targets[k] = Target{Player: int8(pick(-2, -1, 0, 1, MaxPlayers)), Object: uint32(pick(0, 0, 9))}
				}
			}
		}
		if r.IntN(4) == 0 {
			for k := r.IntN(3); k > 0; k-- {
				a.Attackers = append(a.Attackers, Attack{Attacker: ObjectID(pick(0, 3)),
					Player: PlayerID(pick(0, 1, int(NoPlayer), MaxPlayers)), Planeswalker: ObjectID(pick(0, 0, 8))})
			}
		}
		if r.IntN(4) == 0 {
			for k := r.IntN(3); k > 0; k-- {
				a.Blockers = append(a.Blockers, Block{Blocker: ObjectID(pick(0, 3)), Attacker: ObjectID(pick(0, 4))})
			}
		}
		if r.IntN(4) == 0 {
			for k := r.IntN(3); k > 0; k-- {
				a.Convoke = append(a.Convoke, ObjectID(pick(0, 6)))
			}
		}
		if a.bare() {
			continue // validate accepts these before either check
		}
		checked++
		err := checkFields(&a, use, choices)
		if got := fieldsValid(&a, use, choices); got != (err == nil) {
			t.Fatalf("fieldsValid(%+v, %b, %d) = %v, checkFields: %v", a, use, choices, got, err)
		}
		if err == nil {
			valid++
		}
	}
	// Both answers must be well represented for the comparison to mean
	// anything.
	if checked < 100000 || valid < 5000 || checked-valid < 10000 {
		t.Fatalf("%d actions compared, %d valid: too few of one answer", checked, valid)
	}
}
