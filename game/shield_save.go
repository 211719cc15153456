package game

import (
	"fmt"

	"github.com/spellstack/spellstack/mana"
)

// saveShield is a shield in a save file (testdata/saves/SCHEMA.md).
type saveShield struct {
	Kind      string        `json:"kind"`
	Object    uint32        `json:"object,omitempty"`
	Player    int           `json:"player"`
	Colors    mana.ColorSet `json:"colors,omitempty"`
	NotColors mana.ColorSet `json:"notColors,omitempty"`
}

var shieldKindWords = [...]string{shieldRegenerate: "regenerate", shieldPrevent: "prevent"}

func (g *Game) saveShields() []saveShield {
	out := make([]saveShield, len(g.shields))
	for i, sh := range g.shields {
		out[i] = saveShield{Kind: shieldKindWords[sh.kind], Object: uint32(sh.object), Player: int(sh.player),
			Colors: sh.colors, NotColors: sh.notColors}
	}
	return out
}

// shields loads and checks the saved shields.
func (l *loader) shields() error {
	if len(l.f.Shields) > maxShields {
		return badSave("shields", "%d shields, at most %d", len(l.f.Shields), maxShields)
	}
	for i, ss := range l.f.Shields {
		path := fmt.Sprintf("shields[%d]", i)
		var sh shield
		for k, w := range shieldKindWords {
			if w != "" && w == ss.Kind {
				sh.kind = shieldKind(k)
			}
		}
		if sh.kind == 0 {
			return badSave(path+".kind", "unknown shield kind %q", ss.Kind)
		}
		var err error
		// Stale IDs are allowed: the permanent may have left.
		if sh.object, err = l.objectID(path+".object", ss.Object, true); err != nil {
			return err
		}
		if sh.player, err = l.playerOrNone(path+".player", ss.Player); err != nil {
			return err
		}
		if ss.Colors&^mana.AllColors != 0 || ss.NotColors&^mana.AllColors != 0 {
			return badSave(path, "colours must be of the five colours")
		}
		if sh.kind == shieldRegenerate && (sh.object == 0 || sh.player != NoPlayer || ss.Colors != 0 || ss.NotColors != 0) {
			return badSave(path, "a regeneration shield protects one permanent")
		}
		sh.colors, sh.notColors = ss.Colors, ss.NotColors
		l.g.shields = append(l.g.shields, sh)
	}
	return nil
}
