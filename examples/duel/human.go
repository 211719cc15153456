package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// human is a person at the keyboard: at each of their decisions it shows
// what their own view holds (life totals, hands, battlefield, stack),
// the decision's prompt and the numbered options, in the game's
// language, and reads the number of the chosen option. It sees only the
// player's view and the listed options, like any client.
type human struct {
	in   *bufio.Reader
	out  io.Writer
	lang game.Lang
	buf  []game.Action
	// seat is the person's seat. wholeTeam is set when their Two-Headed
	// Giant teammate is a person too, at the same keyboard: the options
	// then include the teammate's own plays.
	seat      game.PlayerID
	wholeTeam bool
}

func newHuman(in io.Reader, out io.Writer, lang game.Lang, seat game.PlayerID) *human {
	return &human{in: bufio.NewReader(in), out: out, lang: lang, seat: seat}
}

// maxAnswer is as much of an input line as an answer reads: a longer
// line is no answer, and is read to its end all the same.
const maxAnswer = 1024

// readLine reads the next line of input, of any length, keeping its first
// maxAnswer bytes; false at the end of the input.
func (h *human) readLine() (string, bool) {
	var line []byte
	for {
		chunk, err := h.in.ReadSlice('\n')
		if room := maxAnswer - len(line); room > 0 {
			line = append(line, chunk[:min(len(chunk), room)]...)
		}
		switch {
		case err == bufio.ErrBufferFull:
			continue // more of a long line
		case err != nil && len(line) == 0:
			return "", false
		}
		return string(line), true
	}
}

// Choose implements ai.Player. At the end of the input it concedes.
// The options are the seat's own (ActionsOf): in Two-Headed Giant the
// team's shared decisions, not a computer teammate's plays.
func (h *human) Choose(g *game.Game) game.Action {
	if h.wholeTeam {
		h.buf = g.LegalActions(h.buf[:0])
	} else {
		h.buf = g.ActionsOf(h.seat, h.buf[:0])
	}
	if len(h.buf) == 1 {
		return h.buf[0] // nothing to choose: passing the only way on, as clients do
	}
	if len(h.buf) == 0 {
		return game.Action{Kind: game.ActPass, Player: h.seat} // not asked: cannot happen (table.next)
	}
	v := g.View(h.seat)
	h.show(&v)
	fmt.Fprintf(h.out, "\n%s\n", g.Prompt(h.lang))
	for i, a := range h.buf {
		fmt.Fprintf(h.out, "  %2d. %s\n", i+1, g.Describe(a, h.lang))
	}
	build := 0 // the number of "choose creature by creature", if offered
	if declares(g.Pending()) {
		build = len(h.buf) + 1
		fmt.Fprintf(h.out, "  %2d. %s\n", build, h.say("Choose the creatures one by one", "逐个选择生物"))
	}
	for {
		fmt.Fprint(h.out, h.say("Your choice (number, or q to concede): ", "你的选择（编号，或输入q认输）："))
		text, ok := h.readLine()
		if !ok {
			return game.Action{Kind: game.ActConcede, Player: h.seat}
		}
		line := strings.TrimSpace(text)
		if line == "q" {
			return game.Action{Kind: game.ActConcede, Player: h.seat}
		}
		if n, err := strconv.Atoi(line); err == nil && n >= 1 && n <= len(h.buf) {
			return h.buf[n-1]
		} else if err == nil && n == build && build > 0 {
			return h.declare(g)
		}
		fmt.Fprintf(h.out, h.say("Please type a number from 1 to %d.\n", "请输入1到%d之间的编号。\n"), max(len(h.buf), build))
	}
}

func (h *human) say(en, zh string) string {
	if h.lang == game.Chinese {
		return zh
	}
	return en
}

func (h *human) name(o *game.ViewObject) string {
	if h.lang == game.Chinese && o.NameZhHans != "" {
		return o.NameZhHans
	}
	return o.Name
}

// show prints the table as v shows it.
func (h *human) show(v *game.View) {
	fmt.Fprintf(h.out, "\n%s\n", strings.Repeat("-", 60))
	for i := range v.Players {
		p := &v.Players[i]
		status := ""
		if p.Lost {
			status = h.say(" (left the game)", "（已离开游戏）")
		}
		fmt.Fprintf(h.out, h.say("%s: %d life, %d cards in hand, %d in library%s\n", "%s：%d点生命，手牌%d张，牌库%d张%s\n"),
			p.Name, p.Life, p.HandSize, p.LibrarySize, status)
		h.known(p)
		if pool := poolText(p.Pool); pool != "" {
			fmt.Fprintf(h.out, h.say("    mana pool: %s\n", "    魔法力池：%s\n"), pool)
			for _, r := range p.Restricted {
				fmt.Fprintf(h.out, h.say("      of which %s only for %s spells\n", "      其中%s只能用于施放%s咒语\n"), poolText(r.Mana), h.subtype(r.For))
			}
		}
		if len(p.Graveyard) > 0 {
			fmt.Fprintf(h.out, h.say("    graveyard (top first): %s\n", "    坟墓场（顶端在前）：%s\n"), h.names(p.Graveyard))
		}
		var exiled []game.ViewObject
		for _, o := range v.Exile {
			if int(o.Owner) == i {
				exiled = append(exiled, o)
			}
		}
		if len(exiled) > 0 {
			fmt.Fprintf(h.out, h.say("    exile: %s\n", "    放逐区：%s\n"), h.names(exiled))
		}
		for _, o := range v.Battlefield {
			if int(o.Controller) == i {
				fmt.Fprintf(h.out, "    %s\n", h.permanent(&o, v.Battlefield))
			}
		}
	}
	if len(v.Stack) > 0 {
		fmt.Fprintln(h.out, h.say("Stack (top first):", "堆栈（顶端在前）："))
		for _, s := range v.Stack {
			name := s.Name
			if h.lang == game.Chinese && s.NameZhHans != "" {
				name = s.NameZhHans
			}
			fmt.Fprintf(h.out, "    %s\n", name)
		}
	}
	if len(v.LibraryTop) > 0 {
		// The cards the player looks at now: the top card after a
		// mulligan (CR 103.4), a search or a pick.
		fmt.Fprintf(h.out, h.say("You look at (top of the library first): %s\n", "你正在看（牌库顶端在前）：%s\n"), h.names(v.LibraryTop))
	}
	fmt.Fprintln(h.out, h.say("Your hand:", "你的手牌："))
	for _, o := range v.Hand {
		fmt.Fprintf(h.out, "    %s\n", strings.TrimSpace(h.name(&o)+apartTag(&o, v.Hand)+" "+cardLine(o.Card)))
	}
	// A hand the player may see besides their own: a Two-Headed Giant
	// teammate's (CR 810.5), or the one they are searching.
	for i := range v.Players {
		p := &v.Players[i]
		if len(p.Hand) == 0 {
			continue
		}
		fmt.Fprintf(h.out, h.say("%s's hand:\n", "%s的手牌：\n"), p.Name)
		for _, o := range p.Hand {
			fmt.Fprintf(h.out, "    %s\n", strings.TrimSpace(h.name(&o)+apartTag(&o, p.Hand)+" "+cardLine(o.Card)))
		}
	}
}

// apartTag returns " (#N)" when another object of list (the hand or the
// battlefield) has o's name, else "": the number the option texts give
// o to tell it apart (Game.Describe). On the battlefield it is the key of
// o's ViewID (the permanent's timestamp); in the hand, the card's slot,
// the low 16 bits of its ObjectID, which is the key of a hand ViewID.
func apartTag(o *game.ViewObject, list []game.ViewObject) string {
	for i := range list {
		if q := &list[i]; q.ID != o.ID && q.Name == o.Name {
			key := uint64(o.ID) & (1<<48 - 1) // bits 0-47 of a ViewID
			if o.Zone == zone.Hand {
				key &= 0xffff
			}
			return fmt.Sprintf(" (#%d)", key)
		}
	}
	return ""
}

// known prints the hidden cards of p the viewer knows: revealed cards in
// their hand, cards of their library with their places where known.
func (h *human) known(p *game.ViewPlayer) {
	var hand, lib []string
	for _, o := range p.KnownHand {
		hand = append(hand, h.name(&o))
	}
	for _, o := range p.KnownLibrary {
		s := h.name(&o)
		if o.Position > 0 {
			s += fmt.Sprintf(h.say(" (%d from the top)", "（自顶数第%d张）"), o.Position)
		}
		lib = append(lib, s)
	}
	if len(hand) > 0 {
		fmt.Fprintf(h.out, h.say("    known in hand: %s\n", "    已知手牌：%s\n"), strings.Join(hand, ", "))
	}
	if len(lib) > 0 {
		fmt.Fprintf(h.out, h.say("    known in library: %s\n", "    已知牌库：%s\n"), strings.Join(lib, ", "))
	}
}

// permanent describes a permanent of the battlefield on one line: name
// (numbered as the options number it), power and toughness, tapped,
// damage.
func (h *human) permanent(o *game.ViewObject, battlefield []game.ViewObject) string {
	s := h.name(o) + apartTag(o, battlefield)
	if o.Entering {
		// Its choice as it enters is pending (CR 614.12): its own 0/0
		// would mislead.
		return s + h.say(" (entering)", "（正在进入战场）")
	}
	if o.Types&ability.Creature != 0 {
		s += fmt.Sprintf(" %d/%d", o.Power, o.Toughness)
	}
	if o.Tapped {
		s += h.say(" (tapped)", "（横置）")
	}
	if o.Damage > 0 {
		s += fmt.Sprintf(h.say(" (%d damage)", "（%d点伤害）"), o.Damage)
	}
	if o.Types&ability.Planeswalker != 0 {
		s += fmt.Sprintf(h.say(" (loyalty %d)", "（忠诚%d）"), o.Counters[game.Loyalty])
	}
	for k := game.PlusOne; k <= game.Verse; k++ {
		if n := o.Counters[k]; n > 0 && k != game.Loyalty {
			s += fmt.Sprintf(h.say(" (%d %s counters)", "（%d个%s指示物）"), n, counterName(k, h.lang))
		}
	}
	if o.AttachedTo != 0 {
		for i := range battlefield {
			if t := &battlefield[i]; t.ID == o.AttachedTo {
				verb := "贴附" // the guide's verbs: an Aura 结附, an Equipment 装备
				if o.Card != nil && o.Card.IsAura() {
					verb = "结附"
				} else if o.Card != nil && o.Card.IsEquipment() {
					verb = "装备"
				}
				s += fmt.Sprintf(h.say(" (attached to %s)", "（"+verb+"于%s）"), h.name(t)+apartTag(t, battlefield))
			}
		}
	}
	return s
}

// subtype names a creature type in the person's language.
func (h *human) subtype(t string) string {
	if h.lang == game.Chinese && t == "Sliver" {
		return "裂片妖" // the one type restricted mana names (Sliver Hive)
	}
	return t
}

// counterName is a counter kind's name in lang.
func counterName(k game.CounterKind, lang game.Lang) string {
	if lang != game.Chinese {
		return k.String()
	}
	switch k {
	case game.Charge:
		return "充电"
	case game.Verse:
		return "诗篇"
	}
	return k.String() // +1/+1, -1/-1
}

// names lists objects by name, alike ones numbered as the options do.
func (h *human) names(objs []game.ViewObject) string {
	var out []string
	for i := range objs {
		out = append(out, h.name(&objs[i])+apartTag(&objs[i], objs))
	}
	return strings.Join(out, ", ")
}

// cardLine is a card's cost and rules text on one line.
func cardLine(d *card.Definition) string {
	if d == nil {
		return ""
	}
	parts := []string{d.ManaCost.String()}
	if d.Text != "" {
		parts = append(parts, strings.ReplaceAll(d.Text, "\n", " / "))
	}
	return strings.TrimSpace(strings.Join(parts, " — "))
}

// poolText writes a mana pool as its amounts by letter ("2R 1C"), or ""
// when it is empty.
func poolText(p mana.Pool) string {
	var out []string
	for c := mana.Color(0); c < mana.NumTypes; c++ {
		if n := p.Amount(c); n > 0 {
			out = append(out, fmt.Sprintf("%d%c", n, c.Letter()))
		}
	}
	return strings.Join(out, " ")
}
