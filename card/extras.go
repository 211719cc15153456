package card

// extraCards lists the cards outside M15 that the seeds name (CARDS.md).
var extraCards = []*Definition{}
