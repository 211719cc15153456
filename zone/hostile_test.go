package zone_test

import (
	"math/rand/v2"
	"testing"

	"github.com/spellstack/spellstack/internal/hostile"
	"github.com/spellstack/spellstack/zone"
)

// No method of the zone package panics on hostile arguments or
// receivers (positions outside a pile, unknown kinds, odd names).
func TestMethodsSurviveHostileArguments(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	hostile.Methods(t, func() any {
		p := zone.NewPile[int]()
		for n := r.IntN(5); n > 0; n-- {
			p.PushTop(r.IntN(3))
		}
		return &p
	}, 200, 1, nil)
	hostile.Types(t, []any{zone.Kind(0), new(zone.Kind)}, 100, 2, nil)
}
