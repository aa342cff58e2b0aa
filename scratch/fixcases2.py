import json,re,sys
for name in ['application','checklist','staff','offers']:
    orig=open(f'/tmp/cases-backup/{name}.json').read()
    new=json.load(open(f'tests/unit/config/cases/{name}.json'))
    old=json.loads(orig)
    # block boundaries: lines "  {" at indent 2
    starts=[m.start() for m in re.finditer(r'^  \{\n', orig, re.M)]
    assert len(starts)==len(old), (name,len(starts),len(old))
    starts.append(len(orig))
    out=orig[:starts[0]]
    for i,(o,n) in enumerate(zip(old,new)):
        block=orig[starts[i]:starts[i+1]]
        for eo,en in zip(o.get('produces',[]),n.get('produces',[])):
            if eo['message']!=en['message']:
                pat=re.compile(r'("path":\s*"%s",\s*"message":\s*)"common\.required"'%re.escape(eo['path']))
                block,c=pat.subn(r'\1"%s"'%en['message'],block,count=1)
                assert c==1,(name,o['name'],eo)
        if 'common.required' in (o.get('notProduces') or []):
            block,c=re.subn(r'"common\.required"(?=[^\[]*\](?![^\[]*"produces"))', '"common.required", "common.required.enter", "common.required.choose"', block, count=1) if False else (block,0)
            # simpler: replace within the notProduces array text
            m=re.search(r'"notProduces":\s*\[(.*?)\]', block, re.S)
            inner=m.group(1)
            inner2=inner.replace('"common.required"','"common.required", "common.required.enter", "common.required.choose"',1)
            block=block[:m.start(1)]+inner2+block[m.end(1):]
        out+=block
    open(f'tests/unit/config/cases/{name}.json','w').write(out)
    assert json.loads(out)==new, name
print('ok')
