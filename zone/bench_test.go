package zone

import (
	"math/rand/v2"
	"testing"
)

func BenchmarkPilePushPopTop(b *testing.B) {
	var p Pile[int]
	for i := range 60 {
		p.PushTop(i)
	}
	b.ReportAllocs()
	for b.Loop() {
		p.PushTop(1)
		p.PopTop()
	}
}

func BenchmarkPileShuffle60(b *testing.B) {
	var p Pile[int]
	for i := range 60 {
		p.PushTop(i)
	}
	r := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	for b.Loop() {
		p.Shuffle(r)
	}
}

func BenchmarkPileClone60(b *testing.B) {
	var p Pile[int]
	for i := range 60 {
		p.PushTop(i)
	}
	b.ReportAllocs()
	for b.Loop() {
		c := p.Clone()
		_ = c
	}
}
