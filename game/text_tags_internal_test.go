package game

import "testing"

// Chinese texts write the tag that tells objects of one name apart in
// full-width brackets; English ones as they are.
func TestTagsFor(t *testing.T) {
	for in, want := range map[string]string{
		"放置树林 (#65)": "放置树林（#65）",
		"回应深峡潜怪 (#28)的异能，或让过。": "回应深峡潜怪（#28）的异能，或让过。",
		"A (#1) 和 B (#2)": "A（#1） 和 B（#2）",
		"没有标签 (X=1)":      "没有标签 (X=1)",
		"不完整 (#":          "不完整 (#",
	} {
		if got := tagsFor(Chinese, in); got != want {
			t.Errorf("tagsFor(%q) = %q, want %q", in, got, want)
		}
	}
	if got := tagsFor(English, "Forest (#65)"); got != "Forest (#65)" {
		t.Errorf("English changed: %q", got)
	}
}
