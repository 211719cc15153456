package scenario_test

import "testing"

// "expect stack N" fails with both counts when the stack holds another
// number of objects (see testdata/scenarios/format/expect_stack_count.scn
// for the passing form).
func TestExpectStackCountFails(t *testing.T) {
	const src = "players Alice Bob\nturn 3 Alice main1\nbattlefield Alice: 2x Mountain\nhand Alice: Lightning Strike\n" +
		"Alice cast Lightning Strike -> Bob\nexpect stack 2\n"
	wantFailure(t, "x.scn", src, "x.scn:6: stack: 1 objects, want 2")
}
