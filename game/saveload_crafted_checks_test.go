package game_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
)

// Load refuses saves that Save never writes and that the engine could not
// play on from: priority going to no player once a decision is made
// (it panicked listing options), state-based actions due while the save
// says none are (CR 704.3: the legend rule, +1/+1 and -1/-1 counters
// together), and a copy choice given to a player other than the one the
// card enters under (CR 614.12: LegalActions listed what Apply refused).
func TestLoadRefusesCraftedSaves(t *testing.T) {
	// Alice orders the blockers of her Courser, a decision other than
	// priority; Urborg is there for a Forest to become a second legend.
	data := slSave(t, blockersToOrder(t, card.UrborgTombOfYawgmoth, card.Forest))
	_, err := slLoad(data)
	require.NoError(t, err, "the unedited save loads")

	t.Run("priority after the decision to no player", func(t *testing.T) {
		slRefused(t, slEdit(t, data, func(m map[string]any) { m["priorityAfter"] = -1 }), "priorityAfter")
	})
	objects := func(m map[string]any) []any { return m["objects"].([]any) }
	named := func(m map[string]any, name string) map[string]any {
		for _, o := range objects(m) {
			if o := o.(map[string]any); o["card"] == name && o["zone"] == "battlefield" {
				return o
			}
		}
		t.Fatalf("no %s on the battlefield of the save", name)
		return nil
	}
	t.Run("a second legend under one controller", func(t *testing.T) {
		// Alice's Forest becomes a second Urborg of hers (CR 704.5k).
		slRefused(t, slEdit(t, data, func(m map[string]any) {
			o := named(m, "Forest")
			o["card"], o["controller"], o["owner"] = "Urborg, Tomb of Yawgmoth", 0, 0
			counts := m["counts"].(map[string]any)
			for _, k := range []string{"staticSources", "uniques", "landStatics"} {
				if n, ok := counts[k]; ok {
					v, _ := n.(json.Number).Int64()
					counts[k] = v + 1
				}
			}
		}), "sbaDirty")
	})
	t.Run("+1/+1 and -1/-1 counters together", func(t *testing.T) {
		// CR 704.5r: they are removed in pairs.
		slRefused(t, slEdit(t, data, func(m map[string]any) {
			named(m, "Centaur Courser")["counters"] = map[string]any{"+1/+1": 1, "-1/-1": 1}
		}), "sbaDirty")
	})
}
