package game

import (
	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
)

// instantSpeed reports whether the card may be cast any time its owner
// could cast an instant: it is an instant, or it has flash (CR 702.8a).
func instantSpeed(d *card.Definition) bool {
	return d.Types&ability.Instant != 0 || d.Keywords&ability.Flash != 0
}
