package mana_test

import (
	"testing"

	"github.com/spellstack/spellstack/mana"
)

func BenchmarkParseCost(b *testing.B) {
	for _, s := range []string{"{2}{G}{G}", "{X}{G/W}{G/W}{G/W}"} {
		b.Run(s, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := mana.ParseCost(s); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkPoolPay(b *testing.B) {
	for _, bc := range []struct{ pool, cost string }{
		{"{W}{G}{G}{G}{G}{R}{C}", "{2}{G}{G}"},
		{"{G}{G}{W}{W}{U}{R}{C}", "{1}{G/W}{G/W}{G}"},
	} {
		p := mustPool(b, bc.pool)
		c := mana.MustParseCost(bc.cost)
		b.Run(bc.cost, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				q := p
				if err := q.Pay(c, 0); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkPlan(b *testing.B) {
	// Seven lands: four Forests, a Plains, a Brushland (painland: {C},
	// or {G} or {W} with damage) and a Mountain.
	units := []mana.Unit{
		{Types: mana.SetOf(mana.Green), Rank: 1},
		{Types: mana.SetOf(mana.Green), Rank: 1},
		{Types: mana.SetOf(mana.White, mana.Green, mana.Colorless), Rank: 2},
		{Types: mana.SetOf(mana.Green), Rank: 1},
		{Types: mana.SetOf(mana.White), Rank: 1},
		{Types: mana.SetOf(mana.Red), Rank: 1},
		{Types: mana.SetOf(mana.Green), Rank: 1},
	}
	out := make([]mana.Color, len(units))
	for _, s := range []string{"{2}{G}{G}", "{1}{G/W}{G/W}{W}", "{X}{G}{G}"} {
		c := mana.MustParseCost(s)
		b.Run(s, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if !c.Plan(3, units, out) {
					b.Fatal("cannot pay")
				}
			}
		})
	}
}
