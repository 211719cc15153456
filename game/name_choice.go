package game

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"sync"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// Naming a card (CR 201.3) and choosing a creature type (CR 205.3m) as a
// permanent enters (CR 614.12). The names a player may choose are the
// nonland cards of the default catalog: every card the engine plays, so
// the list says nothing about the cards of this game. A choice is kept
// as an index plus one into the list, in the object (chosen) or in the
// resolution (named); saves write the name.

var (
	cardNamesOnce sync.Once
	cardNames     []string
)

// CardNames returns the nonland card names a player may name (CR 201.3),
// sorted; DecideName's Choice indexes it. The slice is shared: don't
// modify it.
func CardNames() []string {
	cardNamesOnce.Do(func() {
		for _, d := range card.Default().All() {
			if !d.IsLand() {
				cardNames = append(cardNames, d.Name)
			}
		}
		slices.Sort(cardNames)
	})
	return cardNames
}

// cardNameIndex returns the index of name in CardNames, or -1.
func cardNameIndex(name string) int {
	i, ok := slices.BinarySearch(CardNames(), name)
	if !ok {
		return -1
	}
	return i
}

// nameOf returns the card name of a choice (index plus one), or "".
func nameOf(n uint16) string {
	if n == 0 || int(n) > len(CardNames()) {
		return ""
	}
	return CardNames()[n-1]
}

// nameIndex reads a saved card name back into a choice.
func nameIndex(path, name string) (uint16, error) {
	if name == "" {
		return 0, nil
	}
	i := cardNameIndex(name)
	if i < 0 {
		return 0, badSave(path, "%q is not a nonland card name (CR 201.3)", name)
	}
	return uint16(i + 1), nil
}

// chosenNothing is the chosen value of a permanent that chose nothing:
// one a setup put onto the battlefield (Put), which never entered, so no
// choice was made or will be asked.
const chosenNothing = math.MaxUint16

// chosenNothingName is what a save says of such a permanent.
const chosenNothingName = "nothing"

// chosenOut writes what was chosen for o as it entered.
func chosenOut(o *object) string {
	if o.chosen == 0 {
		return ""
	}
	if o.chosen == chosenNothing {
		return chosenNothingName
	}
	switch o.def.AsEnters {
	case ability.ChooseCardName:
		return nameOf(o.chosen)
	case ability.ChooseCreatureType:
		if int(o.chosen) <= len(ability.CreatureTypes) {
			return ability.CreatureTypes[o.chosen-1]
		}
	case ability.ChooseCopy:
		return chosenCopyDone
	}
	return ""
}

// chosenCopyDone is what a save says of a permanent that made its copy
// choice and stayed itself (see copy_enter.go).
const chosenCopyDone = "itself"

// errNoChoice: a saved choice for a card that chooses nothing, or a
// name that is not in the list.
var errNoChoice = errors.New("not a choice this card makes")

// chosenIn reads a saved choice into o.
func chosenIn(o *object, s string) error {
	if s == "" {
		return nil
	}
	if s == chosenNothingName && o.def.AsEnters != ability.ChooseNothing && o.def.AsEnters != ability.ChooseCopy && o.zone == zone.Battlefield {
		o.chosen = chosenNothing
		return nil
	}
	i := -1
	switch o.def.AsEnters {
	case ability.ChooseCardName:
		i = cardNameIndex(s)
	case ability.ChooseCreatureType:
		i = ability.CreatureTypeIndex(s)
	case ability.ChooseCopy:
		if s == chosenCopyDone {
			i = chosenDone - 1
		}
	}
	if i < 0 || o.zone != zone.Battlefield {
		return fmt.Errorf("%q for %s: %w", s, o.def.Name, errNoChoice)
	}
	o.chosen = uint16(i + 1) // on load: the new game has no cache yet
	return nil
}

// ChosenFor returns what was chosen for the permanent id as it entered
// (a card name or a creature type), or "".
func (g *Game) ChosenFor(id ObjectID) string {
	s, ok := g.lookup(id)
	if !ok || g.objects[s].def.AsEnters == ability.ChooseCopy || g.objects[s].chosen == chosenNothing {
		return ""
	}
	return chosenOut(&g.objects[s])
}

// enterChoiceDue returns the permanent on the battlefield whose choice
// as it entered is to be made next, or -1. Permanents enter with the
// choice unmade; it is asked before anything else happens: before
// state-based actions, triggers and priority (CR 614.12: the choice is
// part of its entering). Several players' choices are made in APNAP
// order (CR 101.4), each player's in battlefield order.
func (g *Game) enterChoiceDue() int32 {
	due, rank := int32(-1), 0
	for _, s := range g.battlefield {
		o := &g.objects[s]
		if o.def.AsEnters == ability.ChooseNothing || o.chosen != 0 {
			continue
		}
		r := (int(o.controller) - int(g.active) + len(g.players)) % len(g.players)
		if due < 0 || r < rank {
			due, rank = s, r
		}
	}
	return due
}

// entering reports whether the permanent in slot has yet to make the
// choice it makes as it enters (CR 614.12).
func (g *Game) entering(slot int32) bool {
	o := &g.objects[slot]
	return o.zone == zone.Battlefield && o.def.AsEnters != ability.ChooseNothing && o.chosen == 0
}

// askEnterChoice asks the choice of a permanent that entered without it,
// and reports whether a decision is now pending.
func (g *Game) askEnterChoice() bool {
	if !g.enterChoices {
		return false
	}
	s := g.enterChoiceDue()
	if s < 0 {
		g.enterChoices = false
		return false
	}
	kind := DecideName
	switch g.objects[s].def.AsEnters {
	case ability.ChooseCreatureType:
		kind = DecideCreatureType
	case ability.ChooseCopy:
		kind = DecideChooseCard
	}
	g.pending = Decision{Kind: kind, Player: g.objects[s].controller}
	return true
}

// legalNames lists every name (or creature type) the pending decision
// offers.
func (g *Game) legalNames(buf []Action, d Decision) []Action {
	n := len(CardNames())
	if d.Kind == DecideCreatureType {
		n = len(ability.CreatureTypes)
	}
	for i := 0; i < n; i++ {
		buf = append(buf, Action{Kind: ActChoose, Player: d.Player, Choice: i})
	}
	return buf
}

// namingEffect reports whether the pending DecideName is an OpNameCard of
// the resolution rather than a permanent's choice as it entered.
func (g *Game) namingEffect() bool {
	if !g.res.active {
		return false
	}
	_, effects := g.effectsOf(&g.res.item)
	return g.res.next < len(effects) && effects[g.res.next].Op == ability.OpNameCard
}

// answerName records a card name or a creature type.
func (g *Game) answerName(a Action) error {
	n := len(CardNames())
	if g.pending.Kind == DecideCreatureType {
		n = len(ability.CreatureTypes)
	}
	if a.Choice < 0 || a.Choice >= n {
		return refuseField(ErrNotAllowed, "Choice", "201.3a", "choice %d is not one of the %d names", a.Choice, n)
	}
	if g.pending.Kind == DecideName && g.namingEffect() {
		g.emitChoice(a, g.pending.Kind)
		g.pending = Decision{}
		g.res.named = uint16(a.Choice + 1)
		g.res.next++
		g.runEffects()
		return nil
	}
	s := g.enterChoiceDue()
	if s < 0 {
		return refuse(ErrNotAllowed, "614.12", "no permanent waits for a choice")
	}
	g.emitChoice(a, g.pending.Kind)
	g.pending = Decision{}
	g.objects[s].chosen = uint16(a.Choice + 1)
	g.charsChangedFor(s)
	g.sbaDirty = true
	if g.anyTriggers && !slices.Contains(g.enteredTogether, g.idOf(s)) {
		// What it entered as is settled: its entering triggers now
		// (CR 614.12, 603.6a); those of a group wait for all
		// (flushEnteredTogether).
		g.onEnter(s)
	}
	g.resume()
	return nil
}

// emitChoice records a public choice a of the pending decision of kind
// k (EventChoose), for (Source) the permanent entering with a choice or
// the resolving item's source.
func (g *Game) emitChoice(a Action, k DecisionKind) {
	if g.noEvents {
		return
	}
	e := Event{Kind: EventChoose, Player: a.Player, Amount: a.Choice}
	if s := g.enterChoiceDue(); s >= 0 && !(k == DecideName && g.namingEffect()) {
		e.Source = g.idOf(s)
	} else if g.res.active {
		e.Source = ObjectID(g.res.item.Source)
	}
	switch k {
	case DecideName:
		e.Choice = ChoiceName
		if d, err := card.Default().Lookup(nameOf(uint16(a.Choice + 1))); err == nil {
			e.Card = d
		}
	case DecideCreatureType:
		e.Choice = ChoiceCreatureType
	case DecideColor:
		e.Choice = ChoiceColor
	case DecideGuess:
		e.Choice, e.Total = ChoiceGuess, g.pending.Count
	case DecideDefendingPlayer:
		e.Choice = ChoiceDefendingPlayer
		e.setTargets([]Target{PlayerTarget(PlayerID(a.Choice))})
	}
	g.emit(e)
}

// startNaming runs OpNameCard: the controller names a card.
func (g *Game) startNaming() bool {
	g.res.next--
	g.pending = Decision{Kind: DecideName, Player: PlayerID(g.res.item.Controller)}
	return true
}

// chosenMatch reports whether the permanent in slot has the creature
// type (sub) or the name chosen for the permanent in src (none when src
// is -1).
func (g *Game) chosenMatch(gr *ability.Group, src, slot int32) bool {
	if src < 0 {
		return false
	}
	o := &g.objects[src]
	return g.chosenMatchOf(gr, o.def, o.chosen, slot)
}

// chosenMatchOf is chosenMatch for a source of card def for which chosen
// was chosen, on the battlefield or as it last existed there.
func (g *Game) chosenMatchOf(gr *ability.Group, def *card.Definition, chosen uint16, slot int32) bool {
	if chosen == 0 {
		return false // nothing chosen yet: no permanent is "of the chosen type"
	}
	if gr.ChosenSubtype && (def.AsEnters != ability.ChooseCreatureType || int(chosen) > len(ability.CreatureTypes) ||
		!g.hasSubtype(slot, ability.CreatureTypes[chosen-1])) {
		return false
	}
	if gr.ChosenName && (def.AsEnters != ability.ChooseCardName || nameOf(chosen) != g.objects[slot].def.Name) {
		return false
	}
	return true
}

// cardNameLabel names a card name in lang.
func (g *Game) cardNameLabel(name string, lang Lang) string {
	if d, err := card.Default().Lookup(name); err == nil {
		return cardLabel(d, lang)
	}
	return name
}

// nameForbidsActivation reports whether a permanent forbids activating
// abilities of sources with the name it chose, and the card in slot, off
// the battlefield (a Soul's ability from the graveyard), has that name:
// "sources with the chosen name" are sources in any zone (CR 109.2c),
// while the restriction on permanents is applied as a static like any
// other.
func (g *Game) nameForbidsActivation(slot int32) bool {
	for _, src := range g.staticSourceSlots() {
		for k := range g.objects[src].def.Statics {
			st := &g.objects[src].def.Statics[k]
			if st.Restrictions.Has(ability.CantActivate) && st.Group.ChosenName &&
				!(g.overwrites > 0 && g.lostAll(src)) && g.chosenMatch(&st.Group, src, slot) {
				return true
			}
		}
	}
	return false
}
