package game_test

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// textPosition is Alice with a Lightning Strike on the stack aimed at
// Bob's Runeclaw Bear, and a Mountain.
func textPosition(t *testing.T) (g *game.Game, strike, bear, mountain game.ObjectID) {
	t.Helper()
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	strike, err = g.Put(alice, zone.Hand, card.LightningStrike, game.PutOptions{})
	require.NoError(t, err)
	mountain, err = g.Put(alice, zone.Battlefield, card.Mountain, game.PutOptions{})
	require.NoError(t, err)
	bear, err = g.Put(bob, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	require.NoError(t, err)
	return g, strike, bear, mountain
}

// eventKinds lists the EventKind constants declared in events.go, read
// from the source so that a kind added there without log lines fails the
// tests below.
func eventKinds(t *testing.T) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "events.go", nil, 0)
	require.NoError(t, err)
	var names []string
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.CONST {
			continue
		}
		for _, s := range gd.Specs {
			for _, n := range s.(*ast.ValueSpec).Names {
				if strings.HasPrefix(n.Name, "Event") {
					names = append(names, strings.TrimPrefix(n.Name, "Event"))
				}
			}
		}
	}
	require.NotEmpty(t, names)
	return names
}

// sampleEvent returns an event of kind k about the text position.
func sampleEvent(k game.EventKind, strike, bear, mountain game.ObjectID) game.Event {
	e := game.Event{Kind: k, Player: alice, Object: strike, Card: card.LightningStrike}
	switch k {
	case game.EventTurnBegin:
		e.Amount = 3
	case game.EventStep:
		e.Step = game.Upkeep
	case game.EventZoneChange:
		e.From, e.To = zone.Hand, zone.Stack
	case game.EventPlayLand, game.EventTap, game.EventUntap, game.EventAddMana:
		e.Object, e.Card = mountain, card.Mountain
		var m mana.Pool
		m.Add(mana.Red, 2)
		e.Mana = m
	case game.EventCast, game.EventTrigger:
		e.Target, e.HasTarget = game.ObjectTarget(bear), true
	case game.EventDamage:
		e.Source, e.Object, e.Card, e.Amount = strike, bear, card.RuneclawBear, 3
		e.Target, e.HasTarget = game.ObjectTarget(bear), true
	case game.EventLifeChange:
		e.Player, e.Amount, e.Total = bob, -3, 17
	case game.EventLoyalty:
		e.Object, e.Card, e.Amount = bear, card.RuneclawBear, 1
	case game.EventAttack, game.EventBlock, game.EventControl, game.EventAttach, game.EventEmblem:
		e.Object, e.Card = bear, card.RuneclawBear
		e.Target, e.HasTarget = game.PlayerTarget(bob), true
	case game.EventCounter:
		e.Source = bear
	}
	return e
}

// docs/design.md: words for people: every kind of event declared in events.go renders
// to a line in English and in Simplified Chinese; Chinese lines name cards
// by their Chinese names and use Chinese punctuation.
func TestEventLineEveryKind(t *testing.T) {
	g, strike, bear, mountain := textPosition(t)
	for _, name := range eventKinds(t) {
		k := game.EventKind(0)
		for i := 1; i < 256; i++ {
			if game.EventKind(i).String() == name {
				k = game.EventKind(i)
			}
		}
		require.NotZero(t, k, "Event%s has no name in eventtext.go: give it a name and log lines", name)
		e := sampleEvent(k, strike, bear, mountain)
		en, zh := g.EventLine(e, game.English), g.EventLine(e, game.Chinese)
		require.True(t, strings.HasSuffix(en, "."), "Event%s: %q", name, en)
		require.False(t, strings.HasPrefix(en, "("), "Event%s has no English line: %q", name, en)
		require.True(t, strings.HasSuffix(zh, "。"), "Event%s: %q", name, zh)
		require.False(t, strings.HasPrefix(zh, "（"), "Event%s has no Chinese line: %q", name, zh)
		require.True(t, utf8.ValidString(zh))
		for _, d := range []*card.Definition{card.LightningStrike, card.RuneclawBear, card.Mountain} {
			require.NotContains(t, zh, d.Name, "Event%s: the Chinese line names %s in English", name, d.Name)
		}
		ve := g.FilterEvents(alice, []game.Event{e}, nil)[0]
		require.Equal(t, en, g.ViewEventLine(ve, game.English), "Event%s: a public event reads the same filtered", name)
	}
}

// The lines of the main kinds, word for word in both languages.
func TestEventLines(t *testing.T) {
	g, strike, bear, mountain := textPosition(t)
	var two mana.Pool
	two.Add(mana.Red, 2)
	cases := []struct {
		e      game.Event
		en, zh string
	}{
		{game.Event{Kind: game.EventCast, Player: alice, Object: strike, Card: card.LightningStrike, Target: game.ObjectTarget(bear), HasTarget: true},
			"Alice casts Lightning Strike targeting Runeclaw Bear.", "Alice施放闪电炼击，目标为符爪熊。"},
		{game.Event{Kind: game.EventCast, Player: bob, Object: strike, Card: card.Divination},
			"Bob casts Divination.", "Bob施放卜卦。"},
		{game.Event{Kind: game.EventTurnBegin, Player: alice, Amount: 3}, "Turn 3: Alice.", "第3回合：Alice。"},
		{game.Event{Kind: game.EventStartingPlayer, Player: bob, Target: game.PlayerTarget(alice), HasTarget: true},
			"Bob chooses Alice to take the first turn.", "Bob选择由Alice先开始。"},
		{game.Event{Kind: game.EventStartingPlayer, Player: bob}, "Bob takes the first turn.", "Bob先开始。"},
		{game.Event{Kind: game.EventMulligan, Player: alice, Amount: 1}, "Alice takes a mulligan and draws 1 card.", "Alice进行调度，重抓1张牌。"},
		{game.Event{Kind: game.EventKeep, Player: alice, Amount: 0}, "Alice keeps 0 cards.", "Alice保留0张起手牌。"},
		{game.Event{Kind: game.EventBottom, Player: bob, Amount: 1},
			"Bob puts the top card of their library on the bottom.", "Bob将其牌库顶的牌置于牌库底。"},
		{game.Event{Kind: game.EventBottom, Player: bob}, "Bob leaves the top card of their library on top.", "Bob将其牌库顶的牌留在原处。"},
		{game.Event{Kind: game.EventStep, Player: bob, Step: game.DeclareAttackers},
			"Bob's declare attackers step.", "Bob的宣告攻击者步骤。"},
		{game.Event{Kind: game.EventDamage, Source: strike, Object: bear, Target: game.ObjectTarget(bear), HasTarget: true, Amount: 3},
			"Lightning Strike deals 3 damage to Runeclaw Bear.", "闪电炼击对符爪熊造成3点伤害。"},
		{game.Event{Kind: game.EventDamage, Source: bear, Target: game.PlayerTarget(alice), HasTarget: true, Amount: 2},
			"Runeclaw Bear deals 2 damage to Alice.", "符爪熊对Alice造成2点伤害。"},
		{game.Event{Kind: game.EventLifeChange, Player: bob, Amount: -3, Total: 17}, "Bob's life: -3 (now 17).", "Bob的生命：-3（现为17）。"},
		{game.Event{Kind: game.EventZoneChange, Player: bob, Object: bear, Card: card.RuneclawBear, From: zone.Battlefield, To: zone.Graveyard},
			"Runeclaw Bear is put into Bob's graveyard.", "符爪熊被置入Bob的坟墓场。"},
		{game.Event{Kind: game.EventZoneChange, Player: alice, Object: strike, Card: card.RuneclawBear, From: zone.Stack, To: zone.Battlefield},
			"Runeclaw Bear enters the battlefield.", "符爪熊进入战场。"},
		{game.Event{Kind: game.EventZoneChange, Player: alice, Object: strike, Card: card.LightningStrike, From: zone.Library, To: zone.Hand},
			"Lightning Strike moves from Alice's library to Alice's hand.", "闪电炼击从Alice的牌库移到Alice的手牌。"},
		{game.Event{Kind: game.EventPlayLand, Player: alice, Object: mountain, Card: card.Mountain}, "Alice plays Mountain.", "Alice放置山脉。"},
		{game.Event{Kind: game.EventTap, Player: alice, Object: mountain}, "Alice taps Mountain.", "Alice横置山脉。"},
		// The guide's verbs: an Aura 结附 (enchants), an Equipment 装备 (equips).
		{game.Event{Kind: game.EventAttach, Player: alice, Object: strike, Card: card.DivineFavor, Target: game.ObjectTarget(bear), HasTarget: true},
			"Divine Favor becomes attached to Runeclaw Bear.", "上天眷顾结附于符爪熊。"},
		{game.Event{Kind: game.EventAttach, Player: alice, Object: strike, Card: card.BrawlersPlate, Target: game.ObjectTarget(bear), HasTarget: true},
			"Brawler's Plate becomes attached to Runeclaw Bear.", "喧哗兵护甲装备于符爪熊。"},
		{game.Event{Kind: game.EventUnattach, Player: alice, Object: strike, Card: card.BrawlersPlate},
			"Brawler's Plate becomes unattached.", "喧哗兵护甲不再装备。"},
		{game.Event{Kind: game.EventAddMana, Player: alice, Object: mountain, Mana: two}, "Alice adds {R}{R}.", "Alice加{R}{R}到魔法力池。"},
		{game.Event{Kind: game.EventAttack, Player: bob, Object: bear, Card: card.RuneclawBear, Target: game.PlayerTarget(alice), HasTarget: true},
			"Bob attacks Alice with Runeclaw Bear.", "Bob用符爪熊攻击Alice。"},
		{game.Event{Kind: game.EventCounter, Object: strike, Card: card.LightningStrike}, "Lightning Strike is countered.", "闪电炼击被反击。"},
		{game.Event{Kind: game.EventPass, Player: bob}, "Bob passes.", "Bob让过优先权。"},
		{game.Event{Kind: game.EventWin, Player: alice}, "Alice wins the game.", "Alice赢得了本盘游戏。"},
		{game.Event{Kind: game.EventGameDrawn, Player: game.NoPlayer}, "The game is a draw.", "本盘游戏为平局。"},
	}
	for _, c := range cases {
		require.Equal(t, c.en, g.EventLine(c.e, game.English))
		require.Equal(t, c.zh, g.EventLine(c.e, game.Chinese))
	}
}

// EventText is the English line of notable events and "" for the rest,
// as logs have always printed.
func TestEventTextNotable(t *testing.T) {
	g, strike, bear, mountain := textPosition(t)
	quiet := []game.Event{
		{Kind: game.EventPass, Player: alice},
		{Kind: game.EventStep, Player: alice, Step: game.Upkeep},
		{Kind: game.EventTap, Player: alice, Object: mountain},
		{Kind: game.EventDraw, Player: alice},
		{Kind: game.EventResolve, Object: strike},
		{Kind: game.EventZoneChange, Player: alice, Object: strike, Card: card.LightningStrike, From: zone.Stack, To: zone.Graveyard},
	}
	for _, e := range quiet {
		require.False(t, e.Notable())
		require.Empty(t, g.EventText(e))
		require.NotEmpty(t, g.EventLine(e, game.English))
	}
	e := game.Event{Kind: game.EventCast, Player: alice, Object: strike, Card: card.LightningStrike, Target: game.ObjectTarget(bear), HasTarget: true}
	require.True(t, e.Notable())
	require.Equal(t, g.EventLine(e, game.English), g.EventText(e))
}

func TestParseLang(t *testing.T) {
	for s, want := range map[string]game.Lang{"en": game.English, "EN": game.English, "zh": game.Chinese, "zh-Hans": game.Chinese, "zh-CN": game.Chinese} {
		l, ok := game.ParseLang(s)
		require.True(t, ok, s)
		require.Equal(t, want, l)
	}
	_, ok := game.ParseLang("fr")
	require.False(t, ok)
	require.Equal(t, "zh-Hans", game.Chinese.String())
	require.Equal(t, "en", game.English.String())
}

// The same events in English and in Simplified Chinese.
func ExampleGame_EventLine() {
	g, _ := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	strike, _ := g.Put(0, zone.Hand, card.LightningStrike, game.PutOptions{})
	bear, _ := g.Put(1, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	g.Start(3, 0, game.Main1)
	g.Cast(0, strike, game.ObjectTarget(bear))
	g.PassUntilResolved()
	for _, e := range g.Events() {
		if e.Notable() {
			fmt.Println(g.EventLine(e, game.English))
			fmt.Println(g.EventLine(e, game.Chinese))
		}
	}
	// Output:
	// Turn 3: Alice.
	// 第3回合：Alice。
	// Alice casts Lightning Strike targeting Runeclaw Bear.
	// Alice施放闪电炼击，目标为符爪熊。
	// Lightning Strike deals 3 damage to Runeclaw Bear.
	// 闪电炼击对符爪熊造成3点伤害。
	// Runeclaw Bear is put into Bob's graveyard.
	// 符爪熊被置入Bob的坟墓场。
}
