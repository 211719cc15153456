package game

import "github.com/spellstack/spellstack/card"

// ViewDelayed is a delayed triggered ability waiting for its event (CR
// 603.7): Phytotitan's "return it to the battlefield ... at the beginning
// of his or her next upkeep", created as it died.
type ViewDelayed struct {
	// Controller is the player who controls the ability.
	Controller PlayerID `json:"controller"`
	// Source is the card the ability returns while it is still where the
	// ability found it (its owner's graveyard); zero once it has left,
	// when the ability will find nothing (CR 603.7c, 400.7).
	Source ViewID `json:"source,omitempty"`
	// Card is the card whose ability it is, Name its name, and Ability the
	// index of the triggered ability among the card's.
	Card    *card.Definition `json:"-"`
	Name    string           `json:"name"`
	Ability int              `json:"ability"`
	// Upkeep is the player at the beginning of whose next upkeep it
	// triggers.
	Upkeep PlayerID `json:"upkeep"`
}

// delayed lists the game's delayed triggered abilities for the view.
func (v *viewer) delayed() []ViewDelayed {
	g := v.g
	if len(g.delayed) == 0 {
		return nil
	}
	out := make([]ViewDelayed, 0, len(g.delayed))
	for _, d := range g.delayed {
		def := g.triggerSourceDef(d.source)
		out = append(out, ViewDelayed{Controller: d.controller, Source: v.ref(d.source), Card: def, Name: defName(def),
			Ability: int(d.index), Upkeep: d.player})
	}
	return out
}
