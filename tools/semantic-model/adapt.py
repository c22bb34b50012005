"""Adapts the site's static embedding model to the rules' vocabulary, from the search aids: a one-off tool whose output
is committed (see tools/semantic-model/README.md); neither `npm start` nor `npm test` runs it.

The distilled model (distill.py) knows English as all-MiniLM-L6-v2 knows single words: "teleport" is not near "beam",
nor "invisible" near "cloaked", because the teacher saw each token alone. The search aids (scripts/ingest/search-aids/)
hold, for every passage of every document, the questions players ask that it answers, in players' words. This step
moves each token's vector a little so that a question's vector comes nearer its own passage's words than other
passages' (contrastive learning, in-batch negatives, InfoNCE), while an L2 penalty keeps every vector near where the
distillation put it. Words the aids use for a rule's term ("teleport", "zap", "vessel") so come near that term for
every passage that uses it, including passages whose own aids never said them.

Without `--lookups` it learns from the aids and the passages only: no golden-set lookup is read. With `--lookups
FILE` (written by look-lookups.ts from the LOOK part of the golden set: TUNE without the retired tests 5-8, which are
CHECK, and without the sealed TEST part) each lookup's query is also a training question of every passage that
answers it, its loss weighted by `--lookup-weight`. One tenth of the passages (chosen by a hash of their id) are held
out of training, with every lookup that any of them answers, and the script reports how often a held-out passage's own
questions find it first among all passages, before and after, so that overfitting shows.

Input: the model to adapt (model.bin and tokenizer.json, format in model.json), content/search-aids/search-aids.json
(the checked aids) and content/links/pages.json (each passage's text). Output: a new model folder in the same format.
Deterministic: fixed seed, one thread, so the same inputs and versions give the same bytes.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

import numpy as np

from stv1 import load_model, write_model

ROOT = Path(__file__).resolve().parents[2]


def passages() -> list[tuple[str, str, list[str], list[str]]]:
    """(id, text, questions, names) of every passage that has search aids."""
    text = passage_texts()
    out = []
    for entry in json.loads((ROOT / "content/search-aids/search-aids.json").read_text()):
        t = text.get(entry["id"])
        if t and entry.get("ask"):
            out.append((entry["id"], t, list(entry["ask"]), list(entry.get("names", []))))
    return out


def passage_texts() -> dict[str, str]:
    """The text of every passage, by its id ("page#anchor")."""
    text = {}
    for page in json.loads((ROOT / "content/links/pages.json").read_text()):
        for a in page.get("anchors", []):
            text[f"{page['id']}#{a['id']}"] = a.get("text", "")
    return text


def held_out(pid: str) -> bool:
    return hashlib.sha256(pid.encode()).digest()[0] < 26  # about one in ten


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--source", default="models/minilm-static-v1")
    parser.add_argument("--out", default="models/minilm-static-v2")
    parser.add_argument("--epochs", type=int, default=8)
    parser.add_argument("--l2", type=float, default=1.0, help="weight of the penalty on how far a vector moves")
    parser.add_argument("--lr", type=float, default=0.01)
    parser.add_argument("--temperature", type=float, default=0.05)
    parser.add_argument("--batch", type=int, default=256)
    parser.add_argument("--lookups", default=None, help="a look-lookups.ts file: golden lookups (LOOK only) as more training questions")
    parser.add_argument("--lookup-weight", type=float, default=1.0, help="weight of a lookup pair's loss beside an aid question's (1)")
    parser.add_argument("--all", action="store_true", help="train on every passage (no held-out tenth), for the committed model")
    args = parser.parse_args()

    import torch
    from tokenizers import Tokenizer

    torch.manual_seed(0)
    torch.set_num_threads(1)
    torch.use_deterministic_algorithms(True)

    base, tok_json = load_model(ROOT / args.source)
    tok = Tokenizer.from_str(json.dumps(tok_json))
    rows, dims = base.shape

    def ids(text: str) -> list[int]:
        return [i for i in tok.encode(text, add_special_tokens=False).ids if 0 <= i < rows]

    data = passages()
    train = [p for p in data if args.all or not held_out(p[0])]
    test = [p for p in data if not args.all and held_out(p[0])]
    print(f"passages with aids {len(data)}, training on {len(train)}, held out {len(test)}", file=sys.stderr)

    E0 = torch.tensor(base)
    delta = torch.zeros_like(E0, requires_grad=True)

    def embed(batch: list[list[int]], table: torch.Tensor) -> torch.Tensor:
        flat = torch.tensor([i for b in batch for i in b] or [0], dtype=torch.long)
        offsets = torch.tensor(np.cumsum([0] + [len(b) for b in batch[:-1]]), dtype=torch.long)
        v = torch.nn.functional.embedding_bag(flat, table, offsets, mode="sum")
        return torch.nn.functional.normalize(v, dim=1)

    # Pairs: each question (and the names, as one text) with its passage's words; the key names the passage, and the
    # set the passages that answer the question (not negatives for it when they share its batch).
    pairs = []
    for pid, text, ask, names in train:
        t = ids(text)
        for q in ask + ([", ".join(names)] if names else []):
            pairs.append((ids(q), t, pid, frozenset([pid]), 1.0))
    print(f"pairs {len(pairs)}", file=sys.stderr)
    texts = passage_texts()
    all_ids = sorted(p for p, t in texts.items() if t)
    lookups_meta = None
    held_lookups: list[tuple[str, frozenset[str]]] = []
    if args.lookups:
        lookups_path = Path(args.lookups)
        look = json.loads(lookups_path.read_text())
        used = 0
        for entry in look["lookups"]:
            answers = frozenset(p for p in entry["passages"] if texts.get(p))
            if not answers:
                continue
            if not args.all and any(held_out(p) for p in answers):
                held_lookups.append((entry["q"], answers))
                continue
            used += 1
            for pid in sorted(answers):
                pairs.append((ids(entry["q"]), ids(texts[pid]), pid, answers, args.lookup_weight))
        print(f"lookups {used} of {len(look['lookups'])}, pairs now {len(pairs)}", file=sys.stderr)
        lookups_meta = {
            "file": "sha256 " + hashlib.sha256(lookups_path.read_bytes()).hexdigest(),
            "made by": f"node tools/semantic-model/look-lookups.ts > {args.lookups}",
            "lookup files": look["files"],
            "lookups used": used,
        }


    def held_out_first(table: torch.Tensor) -> float:
        """How often a held-out passage's question finds that passage first among all passages (by words alone)."""
        if not test:
            return float("nan")
        with torch.no_grad():
            P = embed([ids(p[1]) for p in data], table)
            index = {p[0]: i for i, p in enumerate(data)}
            hits = n = 0
            for pid, _, ask, _ in test:
                Q = embed([ids(q) for q in ask], table)
                best = (Q @ P.T).argmax(dim=1)
                hits += int((best == index[pid]).sum())
                n += len(ask)
            return hits / n

    def held_lookups_first(table: torch.Tensor) -> str:
        """With --lookups, how often a lookup held out (one that a held-out passage answers) finds one of its passages first."""
        if not held_lookups:
            return ""
        with torch.no_grad():
            P = embed([ids(texts[p]) for p in all_ids], table)
            Q = embed([ids(q) for q, _ in held_lookups], table)
            best = (Q @ P.T).argmax(dim=1).tolist()
            hits = sum(all_ids[b] in answers for b, (_, answers) in zip(best, held_lookups))
            return f", held-out lookups first {hits / len(held_lookups):.3f} of {len(held_lookups)}"

    print(f"held-out questions finding their passage first: before {held_out_first(E0):.3f}{held_lookups_first(E0)}", file=sys.stderr)
    opt = torch.optim.Adam([delta], lr=args.lr)
    g = torch.Generator().manual_seed(0)
    for epoch in range(args.epochs):
        order = torch.randperm(len(pairs), generator=g).tolist()
        total = 0.0
        for s in range(0, len(order), args.batch):
            chunk = [pairs[i] for i in order[s : s + args.batch]]
            table = E0 + delta
            q = embed([c[0] for c in chunk], table)
            p = embed([c[1] for c in chunk], table)
            logits = q @ p.T / args.temperature
            # Two questions of one passage in a batch are not each other's negatives.
            # Nor are two passages that answer one lookup.
            same = torch.tensor([[b[2] in a[3] for b in chunk] for a in chunk])
            target = torch.arange(len(chunk))
            logits = logits.masked_fill(same & ~torch.eye(len(chunk), dtype=torch.bool), float("-inf"))
            if lookups_meta is None:
                contrast = torch.nn.functional.cross_entropy(logits, target)
            else:
                w = torch.tensor([c[4] for c in chunk])
                contrast = (torch.nn.functional.cross_entropy(logits, target, reduction="none") * w).sum() / w.sum()
            loss = contrast + args.l2 * (delta**2).sum(dim=1).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += float(loss.detach()) * len(chunk)
        print(f"epoch {epoch + 1}: loss {total / len(pairs):.4f}, held-out first {held_out_first(E0 + delta):.3f}{held_lookups_first(E0 + delta)}", file=sys.stderr)

    adapted = (E0 + delta).detach().numpy().astype(np.float32)
    out = ROOT / args.out
    write_model(out, adapted, tok_json)
    source_meta = json.loads((ROOT / args.source / "model.json").read_text())
    digest = lambda p: hashlib.sha256(p.read_bytes()).hexdigest()  # noqa: E731
    meta = {
        "format": source_meta["format"],
        "rows": rows,
        "dims": dims,
        "adaptedFrom": {"model": args.source, "files": source_meta["files"], "command": source_meta["command"]},
        "sourceModel": source_meta["sourceModel"],
        "adaptedWith": f"torch {torch.__version__}, on the search aids of content/search-aids/search-aids.json (sha256 {digest(ROOT / 'content/search-aids/search-aids.json')}) and content/links/pages.json (sha256 {digest(ROOT / 'content/links/pages.json')})"
        + (", and the LOOK lookups of the search golden set (below; CHECK, the retired tests 5-8, and TEST held out)" if lookups_meta else ""),
        "command": "python tools/semantic-model/adapt.py " + " ".join(f"--{k.replace('_', '-')} {v}" for k, v in vars(args).items() if k not in ("all", "lookups", "lookup_weight")) + (f" --lookups {args.lookups} --lookup-weight {args.lookup_weight}" if args.lookups else "") + (" --all" if args.all else ""),
        **({"lookups": lookups_meta} if lookups_meta else {}),
        "files": {"model.bin": digest(out / "model.bin"), "tokenizer.json": digest(out / "tokenizer.json")},
    }
    (out / "model.json").write_text(json.dumps(meta, indent=2) + "\n")


if __name__ == "__main__":
    main()
