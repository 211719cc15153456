package card

// wave1Permanents lists the wave-1 permanents (CARDS.md).
var wave1Permanents = []*Definition{}
