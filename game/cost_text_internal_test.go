package game

import (
	"testing"

	"github.com/spellstack/spellstack/card"
)

// An option names the whole cost of an activated ability, as the card
// prints it (so the printed line is found too), in both languages.
func TestCostText(t *testing.T) {
	for _, tt := range []struct {
		d      *card.Definition
		i      int
		en, zh string
	}{
		{card.BloodHost, 0, "{1}{B}, Sacrifice another creature", "{1}{B}，牺牲另一个生物"},
		{card.WallOfMulch, 0, "{G}, Sacrifice a Wall", "{G}，牺牲一个墙"},
		{card.YisanTheWandererBard, 0, "{2}{G}, {T}, Put a verse counter on Yisan, the Wanderer Bard", "{2}{G}，{T}，在" + card.YisanTheWandererBard.NameZhHans + "上放置一个诗篇指示物"},
		{card.PerilousVault, 0, "{5}, {T}, Exile Perilous Vault", "{5}，{T}，放逐" + card.PerilousVault.NameZhHans},
		{card.AggressiveMining, 0, "Sacrifice a land", "牺牲一个地"},
		{card.NecromancersStockpile, 0, "{1}{B}, Discard a creature card", "{1}{B}，弃一张生物牌"},
	} {
		ab := &tt.d.Activated[tt.i]
		if got := costText(ab, tt.d, English); got != tt.en {
			t.Errorf("%s: %q, want %q", tt.d.Name, got, tt.en)
		}
		if got := costText(ab, tt.d, Chinese); got != tt.zh {
			t.Errorf("%s (zh): %q, want %q", tt.d.Name, got, tt.zh)
		}
		if abilityLine(tt.d, costText(ab, tt.d, English), 0) == "" {
			t.Errorf("%s: the printed line is not found", tt.d.Name)
		}
	}
}
