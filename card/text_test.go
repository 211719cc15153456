package card

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// vanillaNames are the catalog creatures the M15 reference data gives no
// rules text: they have no abilities, so their Text is empty.
var vanillaNames = []string{
	"Bronze Sable", "Centaur Courser", "Fugitive Wizard", "Goblin Roughrider",
	"Oreskos Swiftclaw", "Runeclaw Bear", "Walking Corpse", "Witch's Familiar",
}

// hasAbilities reports whether d has any ability or printed restriction
// that its text would state.
func hasAbilities(d *Definition) bool {
	return d.Keywords != 0 || len(d.Spell.Effects) > 0 || len(d.Activated) > 0 ||
		len(d.Triggered) > 0 || len(d.Statics) > 0 || d.Restrictions != 0 || d.IsAura() || d.EntersWithCounters != nil
}

func TestEveryCardHasItsRulesText(t *testing.T) {
	for _, d := range Default().All() {
		basic := d.Supertypes&Basic != 0
		vanilla := slices.Contains(vanillaNames, d.Name)
		switch {
		case basic || vanilla:
			assert.Empty(t, d.Text, "%s: basic lands and vanilla creatures have no rules text", d.Name)
		default:
			assert.NotEmpty(t, d.Text, "%s has no rules text", d.Name)
		}
		if vanilla {
			assert.False(t, hasAbilities(d), "%s is listed as vanilla but has abilities", d.Name)
		} else if !basic {
			assert.True(t, hasAbilities(d), "%s has text but no abilities", d.Name)
		}
	}
}

func TestRulesTextIsThe2014Wording(t *testing.T) {
	defs := append(Default().All(), tokens...)
	for _, d := range defs {
		text := d.Text
		// Later Oracle wording that the M15 printing did not use.
		for _, later := range []string{"any target", "Legendary", "{C}", "create", "[+", "[−", "[0]", "(", "their library", "their hand"} {
			assert.NotContains(t, text, later, "%s: %q is not M15 wording", d.Name, later)
		}
		assert.Equal(t, strings.TrimSpace(text), text, "%s: stray space", d.Name)
		for _, line := range strings.Split(text, "\n") {
			if len(line) > 1 && line[0] == '-' && line[1] >= '0' && line[1] <= '9' {
				t.Errorf("%s: loyalty cost %q needs the minus sign U+2212", d.Name, line[:2])
			}
		}
	}
}

func TestRulesTextExamples(t *testing.T) {
	tests := map[*Definition]string{
		LightningStrike:   "Lightning Strike deals 3 damage to target creature or player.",
		SerraAngel:        "Flying, vigilance",
		ElvishMystic:      "{T}: Add {G} to your mana pool.",
		WiltLeafCavaliers: "Vigilance",
		ActOfTreason:      "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.",
		DarkRitual:        "Add {B}{B}{B} to your mana pool.",
		NightsWhisper:     "You draw two cards and you lose 2 life.",
		SquidToken:        "Islandwalk",
		LilianaVess: "+1: Target player discards a card.\n" +
			"\u22122: Search your library for a card, then shuffle your library and put that card on top of it.\n" +
			"\u22128: Put all creature cards from all graveyards onto the battlefield under your control.",
	}
	for d, want := range tests {
		assert.Equal(t, want, d.Text, d.Name)
	}
}
